import type { HTMLAttributes } from "react";
import { cn } from "~/lib/utils";

const paddings = {
  default: "p-6 sm:p-7",
  roomy: "p-6 sm:p-8",
  compact: "p-6",
  stat: "px-6 py-7",
} as const;

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element, for its meaning: a region (`section`), a list item, an article … */
  as?: "div" | "section" | "article" | "li";
  padding?: keyof typeof paddings;
  /** The soft glow around it; off for cards that sit inside a glowing band. */
  glow?: boolean;
};

/** The site's glass card surface: 1 px luminous border, blurred ink, a soft glow. */
export function Card({
  as: Element = "div",
  padding = "default",
  glow = true,
  className,
  ...props
}: CardProps) {
  return (
    <Element
      data-slot="card"
      className={cn("rounded-lg glass", glow && "shadow-glow-sm", paddings[padding], className)}
      {...props}
    />
  );
}
