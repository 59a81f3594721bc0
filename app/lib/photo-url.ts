/**
 * Responsive image URLs for Unsplash's CDN (imgix parameters). Each shape is the
 * box a photo is shown in, so the browser picks the smallest file that is sharp.
 */

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

/** `src`, `srcSet`, `sizes`, `width` and `height` for an <img> of that shape. */
export function photoAttributes(src: string, shape: PhotoShape) {
  const fallbackWidth = shape.widths[Math.floor(shape.widths.length / 2)] ?? shape.width;
  return {
    src: photoUrl(src, fallbackWidth, shape),
    srcSet: shape.widths.map((width) => `${photoUrl(src, width, shape)} ${width}w`).join(", "),
    sizes: shape.sizes,
    width: shape.width,
    height: shape.height,
  };
}

const requested = new Set<string>();

/**
 * Fetches a photo ahead of time into the HTTP cache. A detached Image with the
 * same srcset and sizes picks the same candidate the real <img> will, and unlike
 * <link rel="preload"> it never warns when the photo is not shown after all.
 */
export function preloadPhoto(src: string, shape: PhotoShape): void {
  const key = `${shape.width}:${src}`;
  if (typeof Image === "undefined" || requested.has(key)) return;
  requested.add(key);
  const { srcSet, sizes } = photoAttributes(src, shape);
  const image = new Image();
  image.decoding = "async";
  // Both are set before the browser picks a candidate (it does so in a microtask).
  image.sizes = sizes;
  image.srcset = srcSet;
}
