import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/utils";

const surfaces = {
  plain: "",
  raised: "border-y border-primary-300/10 bg-ink-900/70",
} as const;

type SectionProps = ComponentProps<"section"> & {
  surface?: keyof typeof surfaces;
  children: ReactNode;
};

/** A page band with the site's container and vertical rhythm. */
export function Section({ surface = "plain", className, children, ...props }: SectionProps) {
  return (
    <section className={cn("py-16 sm:py-24", surfaces[surface], className)} {...props}>
      <div className="mx-auto w-full max-w-6xl px-5 sm:px-8">{children}</div>
    </section>
  );
}
