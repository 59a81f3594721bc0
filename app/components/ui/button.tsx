import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Shared by <Button> and by links that look like buttons. */
export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-pill px-5 font-semibold whitespace-nowrap transition duration-200 select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary:
          "bg-primary-600 text-white shadow-glow-sm hover:-translate-y-0.5 hover:bg-primary-700 hover:shadow-glow",
        secondary:
          "border border-primary-300/35 bg-ink-800/60 text-fg hover:-translate-y-0.5 hover:border-accent-300/70 hover:bg-ink-700/70",
        ghost: "text-fg-muted hover:bg-ink-700/60 hover:text-fg",
      },
      size: {
        md: "text-[0.95rem]",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}
