/**
 * The site's icons, drawn at build from the logo mark (app/lib/artwork.server.ts)
 * and listed by the web app manifest. The page head links the first three
 * (app/root.tsx); the build fails if a page links one that is not here.
 */
export type Icon = {
  path: `/${string}.png` | `/${string}.svg`;
  size: number;
  /** The mark on a full-bleed (opaque) tile rather than a rounded one. */
  bleed: boolean;
  /** Kept inside the central 80 % circle that platforms crop maskable icons to. */
  maskable?: boolean;
  /** Whether the web app manifest lists it. */
  manifest?: boolean;
};

export const icons: readonly Icon[] = [
  // The SVG favicon is the 32 px tile: legible on light and dark browser tabs alike.
  { path: "/favicon.svg", size: 32, bleed: false, manifest: true },
  { path: "/favicon-32.png", size: 32, bleed: false },
  // iOS rounds the corners itself and shows transparency as black: full bleed, opaque.
  { path: "/apple-touch-icon.png", size: 180, bleed: true },
  { path: "/icon-192.png", size: 192, bleed: false, manifest: true },
  { path: "/icon-512.png", size: 512, bleed: false, manifest: true },
  { path: "/icon-512-maskable.png", size: 512, bleed: true, maskable: true, manifest: true },
];
