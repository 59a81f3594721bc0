import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import type { Artwork, HeroCopy } from "~/content/types";
import { cn } from "~/lib/utils";

type PageHeroProps = HeroCopy & {
  /** Shown before the eyebrow text in its badge. */
  eyebrowIcon?: LucideIcon;
  /** The page's illustration and its description, or `aside` content in its place; else one column. */
  art?: Artwork & { alt: string };
  aside?: ReactNode;
  /** Calls to action under the lead. */
  children?: ReactNode;
  size?: "home" | "page";
};

const artSizes = {
  home: "max-w-[36rem]",
  page: "max-w-[30rem]",
} as const;

const titleSizes = {
  home: "text-hero",
  page: "text-h1",
} as const;

/** The top of every page: h1, lead and the page's illustration over the aurora. */
export function PageHero({
  eyebrow,
  eyebrowIcon: EyebrowIcon,
  title,
  lead,
  art,
  aside,
  children,
  size = "page",
}: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden aurora">
      <div aria-hidden="true" className="absolute inset-0 -z-10 grid-lines" />
      <div
        className={cn(
          "mx-auto grid max-w-6xl items-center gap-10 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 lg:gap-14 lg:pt-24 lg:pb-24 print:py-4",
          (art || aside) && "md:grid-cols-[1.1fr_1fr]",
        )}
      >
        <div className="motion-safe:animate-rise">
          <Badge className="mb-5">
            {EyebrowIcon ? <EyebrowIcon aria-hidden="true" className="size-3.5" /> : null}
            {eyebrow}
          </Badge>
          <h1 id="page-title" className={cn("font-semibold text-fg", titleSizes[size])}>
            {title}
          </h1>
          <p className="mt-5 max-w-[38rem] text-lead text-fg-muted">{lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {art ? (
          <img
            src={art.src}
            alt={art.alt}
            width={art.width}
            height={art.height}
            fetchPriority="high"
            className={cn(
              "mx-auto h-auto w-full motion-safe:animate-drift print:hidden",
              artSizes[size],
            )}
          />
        ) : null}
        {aside}
      </div>
    </section>
  );
}
