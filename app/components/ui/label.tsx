import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

type LabelProps = ComponentProps<"label"> & {
  /** Shows the visual required marker; the control's own `required` is what assistive tech hears. */
  required?: boolean;
};

export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    // The control is associated through htmlFor, passed in props.
    <label data-slot="label" className={cn("block font-medium text-fg", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-1 text-accent-300">
          *
        </span>
      ) : null}
    </label>
  );
}
