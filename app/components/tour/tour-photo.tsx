import { useEffect, useRef, useState } from "react";
import { categoryArt } from "./category-art";
import { photoAttributes, type PhotoShape } from "~/lib/photo-url";
import type { GalleryItem } from "~/content/types";
import { cn } from "~/lib/utils";

type PhotoStatus = "loading" | "loaded" | "failed";

type TourPhotoProps = {
  item: GalleryItem;
  shape: PhotoShape;
  /**
   * "card": the photo is decoration inside a link that names the item.
   * "stage": the photo is the content, so it (or its fallback) carries the alt text.
   */
  variant: "card" | "stage";
  /** Said with the title when the photo cannot be shown ("Photo unavailable offline"). */
  unavailable: string;
  className?: string;
  imageClassName?: string;
};

/**
 * A tour photo over its category art. The art shows while the photo loads and stays,
 * with the title, when the photo host cannot be reached: once the tour's code runs,
 * the <img> is removed on error, so no browser ever draws a broken-image icon. Before
 * that (the cards are prerendered), the tour's inline lines mark a photo that fails
 * (`data-photo-failed`, app/inline/tour-shim.js) and CSS hides it; without JavaScript,
 * CSS covers it.
 */
export function TourPhoto({
  item,
  shape,
  variant,
  unavailable,
  className,
  imageClassName,
}: TourPhotoProps) {
  const [status, setStatus] = useState<PhotoStatus>("loading");
  const imageRef = useRef<HTMLImageElement>(null);
  const art = categoryArt[item.category];
  const Icon = art.icon;
  const failed = status === "failed";
  const stage = variant === "stage";
  const { photo } = item;
  const { sources, image: attributes } = photoAttributes(photo, shape);
  // A stock photo is an <img> alone; an uploaded one has its formats as a <picture>'s sources.
  const photoImage = (
    <img
      ref={imageRef}
      {...attributes}
      alt={stage ? item.alt : ""}
      loading={stage ? "eager" : "lazy"}
      fetchPriority={stage ? "high" : "auto"}
      decoding="async"
      onLoad={() => setStatus("loaded")}
      onError={() => setStatus("failed")}
      // The inline lines may have marked it failed before this code arrived: the one
      // attribute React does not render here, and so would report as a mismatch.
      suppressHydrationWarning
      className={cn(
        "absolute inset-0 size-full object-cover data-photo-failed:hidden",
        // Without JavaScript nothing can remove a photo that failed, and Chromium draws
        // a broken image with an icon. Only a broken image renders ::after: it covers
        // the icon with the category's gradient, which the image holds at size 0 for
        // it to inherit (WebKit paints a broken image's own background, and draws no
        // ::after on it: there the art shows, under WebKit's small mark).
        "noscript:[background-image:inherit] noscript:[background-size:0_0] noscript:after:absolute noscript:after:inset-0 noscript:after:bg-ink-800 noscript:after:[background-image:inherit] noscript:after:content-['']",
        imageClassName,
      )}
    />
  );

  // A photo that loaded, or failed, before this code ran (the inline lines marked it).
  useEffect(() => {
    const image = imageRef.current;
    if (image?.hasAttribute("data-photo-failed")) setStatus("failed");
    else if (image?.complete) setStatus(image.naturalWidth > 0 ? "loaded" : "failed");
  }, []);

  return (
    <div
      data-photo={status}
      className={cn("isolate overflow-hidden bg-ink-800", art.gradient, className)}
    >
      <div
        {...(failed && stage
          ? { role: "img", "aria-label": `${item.alt} (${unavailable})` }
          : { "aria-hidden": true })}
        className={cn(
          "absolute inset-0 flex flex-col items-center justify-center gap-3 text-center",
          // The stage's Previous and Next buttons sit on the sides; keep the title clear of them.
          stage ? "px-16 py-6 sm:px-20" : "p-4",
        )}
      >
        <div className="absolute inset-0 -z-10 grid-lines" />
        <div className="absolute top-1/2 left-1/2 -z-10 aspect-square h-[135%] -translate-1/2 rounded-full border border-white/6" />
        <div className="absolute top-1/2 left-1/2 -z-10 aspect-square h-[78%] -translate-1/2 rounded-full border border-white/8" />
        <span
          className={cn(
            "inline-flex items-center justify-center rounded-full ring-1 backdrop-blur-sm",
            stage ? "size-20 sm:size-24" : "size-14",
            art.ring,
          )}
        >
          <Icon
            aria-hidden="true"
            className={stage ? "size-9 sm:size-11" : "size-7"}
            strokeWidth={1.5}
          />
        </span>
        {failed && stage ? (
          <>
            <span className="font-display text-xl font-semibold text-fg sm:text-2xl">
              {item.title}
            </span>
            <span className="text-sm text-fg-muted">{unavailable}</span>
          </>
        ) : null}
      </div>
      {failed ? null : (
        <>
          {/* Until an uploaded photo arrives, its colours: a tiny preview, drawn soft. */}
          {photo.kind === "own" ? (
            <img
              src={photo.preview}
              alt=""
              aria-hidden="true"
              className="absolute inset-0 size-full scale-110 object-cover blur-lg"
            />
          ) : null}
          {sources.length === 0 ? (
            photoImage
          ) : (
            <picture>
              {sources.map(({ type, srcSet }) => (
                <source key={type} type={type} srcSet={srcSet} sizes={attributes.sizes} />
              ))}
              {photoImage}
            </picture>
          )}
        </>
      )}
    </div>
  );
}
