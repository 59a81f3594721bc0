import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

// Lookup tables rather than cva: two small variant sets do not need a library on
// every page. No class here conflicts with another, so no merging is needed.
// A label stays on one line, unless the button may wrap it: one as wide as its column,
// whose label in a longer language would otherwise push the page wider than the screen.
const base = (wrap: boolean) =>
  `inline-flex items-center justify-center gap-2 rounded-pill font-semibold ${wrap ? "text-center" : "whitespace-nowrap"} transition duration-200 select-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4.5 [&_svg]:shrink-0`;

const variants = {
  primary:
    "bg-primary-600 text-white shadow-glow-sm hover:-translate-y-0.5 hover:bg-primary-700 hover:shadow-glow",
  secondary:
    "border border-primary-300/35 bg-ink-800/60 text-fg hover:-translate-y-0.5 hover:border-accent-300/70 hover:bg-ink-700/70",
  ghost: "text-fg-muted hover:bg-ink-700/60 hover:text-fg",
} as const;

const sizes = {
  md: "min-h-11 px-5 text-[0.95rem]",
  lg: "min-h-12 px-6 text-base",
  icon: "size-11",
} as const;

export type ButtonVariantProps = {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  wrap?: boolean;
};

/** Shared by <Button> and by links that look like buttons. */
export function buttonVariants({
  variant = "primary",
  size = "md",
  wrap = false,
  className,
}: ButtonVariantProps & { className?: string } = {}): string {
  return cn(base(wrap), variants[variant], sizes[size], className);
}

export function Button({
  className,
  variant,
  size,
  wrap,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}
