import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Shared by every text-like control. Errors use :user-invalid, so a field turns
 * red only after the visitor has interacted with it or tried to submit.
 */
export const controlClasses =
  "block min-h-12 w-full print:min-h-9 print:py-1.5 rounded-md border border-primary-300/25 bg-ink-950/70 px-4 py-2.5 text-base text-fg shadow-[inset_0_1px_0_rgb(255_255_255/0.04)] transition-colors duration-200 placeholder:text-fg-subtle hover:border-primary-300/50 focus:border-accent-300 focus:bg-ink-950 disabled:cursor-not-allowed disabled:opacity-60 user-invalid:border-danger-500 user-invalid:bg-danger-900/30";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClasses, className)} {...props} />;
}
