import { cardShape } from "~/lib/photo-url";
import { TourPhoto } from "./tour-photo";
import type { GalleryItem } from "~/content/types";

type TourGridProps = { items: readonly GalleryItem[]; unavailable: string };

/**
 * Grid mode: every stop of the tour as a card. A card is a link to its place
 * (`#tour-3`), so a tap before the tour's code is there is kept, and without JavaScript
 * the list reads as a plain section with every description. The link is also the
 * place's anchor (its id): a browser that follows `#tour-3` focuses the element the
 * fragment names when it can take focus, and clears focus when it cannot, so an
 * anchor that takes focus keeps a shared link's visitor inside the open dialog.
 */
export function TourGrid({ items, unavailable }: TourGridProps) {
  return (
    <ul
      data-tour-grid=""
      className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-5 lg:grid-cols-3"
    >
      {items.map((item, index) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 noscript:row-span-2 noscript:grid noscript:grid-rows-subgrid"
        >
          <a
            id={`tour-${index + 1}`}
            href={`#tour-${index + 1}`}
            data-awaits-code=""
            className="group relative flex h-full w-full flex-col overflow-hidden rounded-lg text-left shadow-glow-sm ring-1 ring-primary-300/20 transition duration-300 hover:-translate-y-1 hover:shadow-glow hover:ring-accent-300/60"
          >
            <TourPhoto
              item={item}
              shape={cardShape}
              variant="card"
              unavailable={unavailable}
              className="relative aspect-4/3"
              imageClassName="transition duration-700 group-hover:scale-105"
            />
            <span
              aria-hidden="true"
              className="absolute top-2.5 right-2.5 rounded-pill border border-white/15 bg-ink-950/60 px-2 py-0.5 font-display text-xs font-semibold text-fg-muted tabular backdrop-blur-sm sm:top-3 sm:right-3"
            >
              {String(index + 1).padStart(2, "0")}
            </span>
            {/* Under the photo on phones, where an overlay would hide most of it. */}
            <span className="flex flex-1 flex-col items-start gap-1.5 bg-ink-900/90 px-3 pt-2.5 pb-3 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-transparent sm:bg-linear-to-t sm:from-ink-950 sm:via-ink-950/85 sm:to-transparent sm:px-4 sm:pt-10 sm:pb-4">
              <span className="rounded-pill border border-accent-300/30 bg-ink-950/70 px-2 py-0.5 text-xs font-medium text-accent-200">
                {item.categoryName}
              </span>
              <span className="font-display text-base leading-snug font-semibold text-fg sm:text-lg">
                {item.title}
              </span>
            </span>
          </a>
          {/* Fullscreen shows it; without JavaScript it is here. */}
          <p className="hidden text-fg-muted noscript:block">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
