import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Pill badge: eyebrows, categories, "Applications Open" and the like. */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex items-center gap-1.5 rounded-pill border border-accent-300/30 bg-accent-400/10 px-3 py-1 text-sm font-medium text-accent-200",
        className,
      )}
      {...props}
    />
  );
}
