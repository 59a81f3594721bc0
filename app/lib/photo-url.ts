/**
 * The tour's photos at the sizes each box shows them: the shapes of the cards and the
 * stage, from which the build encodes an uploaded photo's files
 * (scripts/make-site/tour-photos.ts), and the responsive URLs of a stock photo on
 * Unsplash's CDN (imgix parameters). Each shape is the box a photo is shown in, so the
 * browser picks the smallest file that is sharp.
 */
import type { OwnPhoto, StockPhoto } from "~/content/types";

export type PhotoShape = {
  /** Candidate widths in CSS pixels of the file, for `srcset`. */
  widths: readonly number[];
  /** Intrinsic size for the `width`/`height` attributes (reserves space, no layout shift). */
  width: number;
  height: number;
  /** How wide the box is at each breakpoint, for `sizes`. */
  sizes: string;
};

/** Cards in the grid: 4:3, one column under 360 px, two up to 1024 px, then three. */
export const cardShape: PhotoShape = {
  widths: [320, 480, 640, 800],
  width: 800,
  height: 600,
  sizes: "(min-width: 1024px) 22rem, (min-width: 360px) 46vw, 92vw",
};

/**
 * The one large photo in fullscreen mode: 16:10, about as wide as the dialog. On
 * phones its box is up to 4:5 (portrait), so the cropped photo is drawn about twice
 * as wide as the screen; `sizes` says so to keep it sharp.
 */
export const stageShape: PhotoShape = {
  widths: [640, 960, 1280, 1600, 1920],
  width: 1600,
  height: 1000,
  sizes: "(min-width: 1200px) 68rem, (min-width: 640px) 100vw, 200vw",
};

/** One file of `src` at `width` pixels, cropped to the shape's aspect ratio. */
function photoUrl(src: string, width: number, shape: PhotoShape): string {
  const url = new URL(src);
  url.searchParams.set("auto", "format");
  url.searchParams.set("fit", "crop");
  url.searchParams.set("w", String(width));
  url.searchParams.set("h", String(Math.round((width * shape.height) / shape.width)));
  url.searchParams.set("q", "70");
  return url.toString();
}

/** `src`, `srcSet`, `sizes`, `width` and `height` for an <img> of a stock photo of that shape. */
function stockAttributes(src: string, shape: PhotoShape) {
  const fallbackWidth = shape.widths[Math.floor(shape.widths.length / 2)] ?? shape.width;
  return {
    src: photoUrl(src, fallbackWidth, shape),
    srcSet: shape.widths.map((width) => `${photoUrl(src, width, shape)} ${width}w`).join(", "),
    sizes: shape.sizes,
    width: shape.width,
    height: shape.height,
  };
}

/** Which shape of an uploaded photo's files a shape asks for. */
const shapeName = (shape: PhotoShape) => (shape === stageShape ? "stage" : "card");

/**
 * A photo in a box of `shape`: the <img>'s attributes, and for a photo the site serves
 * itself the <picture>'s sources before it (AVIF, then WebP; the <img> has the JPEG files).
 */
export function photoAttributes(photo: OwnPhoto | StockPhoto, shape: PhotoShape) {
  if (photo.kind === "stock") return { sources: [], image: stockAttributes(photo.src, shape) };
  const files = photo[shapeName(shape)];
  const common = { sizes: shape.sizes, width: shape.width, height: shape.height };
  return {
    sources: [
      { type: "image/avif", srcSet: files.avif },
      { type: "image/webp", srcSet: files.webp },
    ],
    image: { src: files.src, srcSet: files.jpeg, ...common },
  };
}

const requested = new Set<string>();

/**
 * Fetches a photo ahead of time into the HTTP cache. A detached <picture> with the same
 * sources, srcset and sizes picks the same file the real one will, and unlike
 * <link rel="preload"> it never warns when the photo is not shown after all.
 */
export function preloadPhoto(photo: OwnPhoto | StockPhoto, shape: PhotoShape): void {
  const key = `${shape.width}:${photo.kind === "stock" ? photo.src : photo.card.src}`;
  if (typeof Image === "undefined" || requested.has(key)) return;
  requested.add(key);
  const { sources, image: attributes } = photoAttributes(photo, shape);
  const picture = document.createElement("picture");
  for (const { type, srcSet } of sources) {
    const source = document.createElement("source");
    source.type = type;
    source.sizes = attributes.sizes;
    source.srcset = srcSet;
    picture.append(source);
  }
  const image = new Image();
  image.decoding = "async";
  // Both are set before the browser picks a candidate (it does so in a microtask).
  image.sizes = attributes.sizes;
  image.srcset = attributes.srcSet;
  picture.append(image);
}
