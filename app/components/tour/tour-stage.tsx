import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useId } from "react";
import { CopyLink } from "./copy-link";
import { preloadPhoto, stageShape } from "~/lib/photo-url";
import { TourPhoto } from "./tour-photo";
import { tourHash } from "./tour-state";
import { useSwipe } from "./use-swipe";
import { Badge } from "~/components/ui/badge";
import type { TourProps } from "~/content/gallery";
import type { GalleryItem } from "~/content/types";
import { cn } from "~/lib/utils";

type TourStageProps = {
  items: readonly GalleryItem[];
  index: number;
  /** "3 of 6". */
  counter: string;
  copy: TourProps["copy"];
  onPrevious: () => void;
  onNext: () => void;
};

const pagerButton =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-white/20 bg-ink-950/60 text-fg shadow-glow-sm backdrop-blur-md transition hover:border-accent-300/70 hover:bg-ink-800/80 sm:size-12 [&_svg]:size-6";

/** The Previous and Next buttons on the sides of the photo. */
const pagers = [
  { step: "previous", Icon: ChevronLeft, side: "left-2 sm:left-4" },
  { step: "next", Icon: ChevronRight, side: "right-2 sm:right-4" },
] as const;

/** Fullscreen mode: one photo with its title, category, description and position. */
export function TourStage({ items, index, counter, copy, onPrevious, onNext }: TourStageProps) {
  const item = items[index];
  const count = items.length;
  const titleId = useId();
  const counterId = useId();
  const swipeRef = useSwipe<HTMLDivElement>((direction) =>
    direction === "left" ? onNext() : onPrevious(),
  );

  // Fetch the neighbours ahead, so Previous and Next show a photo, not a placeholder.
  useEffect(() => {
    for (const offset of [1, -1]) {
      const neighbour = items[(index + offset + count) % count];
      if (neighbour) preloadPhoto(neighbour.photo, stageShape);
    }
  }, [items, index, count]);

  if (!item) return null;
  const shareUrl = new URL(tourHash({ mode: "fullscreen", index }), window.location.href).href;

  return (
    // Where focus lands on the place shown (the dialog and the inline lines put it here),
    // named by its title and position, "Robotics Workshop 3 of 6", so a screen reader says both.
    <figure
      tabIndex={-1}
      data-tour-landing=""
      aria-labelledby={`${titleId} ${counterId}`}
      className="flex h-full min-h-0 flex-col gap-4 rounded-lg sm:gap-5"
    >
      <div
        ref={swipeRef}
        className="relative min-h-64 flex-1 touch-pan-y overflow-hidden rounded-lg shadow-glow ring-1 ring-primary-300/25 select-none max-sm:max-h-[125vw] sm:min-h-72"
      >
        <TourPhoto
          key={item.id}
          item={item}
          shape={stageShape}
          variant="stage"
          unavailable={copy.photoUnavailable}
          className="absolute inset-0"
        />
        {pagers.map(({ step, Icon, side }) => (
          <button
            key={step}
            type="button"
            onClick={step === "previous" ? onPrevious : onNext}
            aria-label={copy[step]}
            className={cn(pagerButton, side)}
          >
            <Icon aria-hidden="true" />
          </button>
        ))}
      </div>

      <figcaption className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-4">
          <Badge>{item.categoryName}</Badge>
          {/* Polite and atomic: "4 of 6" is read once, after whatever the reader was saying. */}
          <p
            id={counterId}
            aria-live="polite"
            aria-atomic="true"
            className="font-display text-lg font-semibold whitespace-nowrap text-fg tabular"
          >
            {counter}
          </p>
        </div>
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
          <div className="min-w-0 flex-1 basis-80">
            <h3 id={titleId} className="text-h3 font-semibold text-fg">
              {item.title}
            </h3>
            <p className="mt-1.5 max-w-[62ch] text-fg-muted">{item.description}</p>
          </div>
          <CopyLink key={shareUrl} url={shareUrl} copy={copy} />
        </div>
        <div className="flex items-center justify-between gap-4">
          <div aria-hidden="true" className="flex items-center gap-1.5">
            {items.map((dot, dotIndex) => (
              <span
                key={dot.id}
                className={cn(
                  "h-1.5 rounded-full transition-all duration-300",
                  dotIndex === index ? "w-6 bg-accent-300" : "w-1.5 bg-fg-subtle/45",
                )}
              />
            ))}
          </div>
          <p className="text-right text-sm text-fg-subtle pointer-coarse:hidden">
            {copy.hintPointer}
          </p>
          <p className="hidden text-right text-sm text-fg-subtle pointer-coarse:block">
            {copy.hintTouch}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
