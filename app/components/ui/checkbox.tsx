import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** A native checkbox tinted with the primary colour; the platform keeps its semantics. */
export function Checkbox({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(
        "size-5 shrink-0 cursor-pointer accent-primary-500 disabled:cursor-not-allowed",
        className,
      )}
      {...props}
    />
  );
}
