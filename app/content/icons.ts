/**
 * The site's icons: each a resource route (app/routes/icon.ts) that draws the
 * logo mark at its size when the build prerenders it. The page head links some
 * (app/root.tsx), the web app manifest lists others.
 */
export type Icon = {
  path: `/${string}.png` | `/${string}.svg`;
  size: number;
  /** The mark on a full-bleed (opaque) tile rather than a rounded one. */
  bleed: boolean;
  /** Kept inside the central 80 % circle that platforms crop maskable icons to. */
  maskable?: boolean;
  /** How the page head links it, if it does. */
  rel?: "icon" | "apple-touch-icon";
  /** Whether the web app manifest lists it. */
  manifest?: boolean;
};

export const icons: readonly Icon[] = [
  // The SVG favicon is the 32 px tile: legible on light and dark browser tabs alike.
  { path: "/favicon.svg", size: 32, bleed: false, rel: "icon", manifest: true },
  { path: "/favicon-32.png", size: 32, bleed: false, rel: "icon" },
  // iOS rounds the corners itself and shows transparency as black: full bleed, opaque.
  { path: "/apple-touch-icon.png", size: 180, bleed: true, rel: "apple-touch-icon" },
  { path: "/icon-192.png", size: 192, bleed: false, manifest: true },
  { path: "/icon-512.png", size: 512, bleed: false, manifest: true },
  { path: "/icon-512-maskable.png", size: 512, bleed: true, maskable: true, manifest: true },
];

/** The MIME type and pixel size of an icon, as link tags and manifests write them. */
export function iconMedia(icon: Icon): { type: string; sizes: string } {
  return icon.path.endsWith(".svg")
    ? { type: "image/svg+xml", sizes: "any" }
    : { type: "image/png", sizes: `${icon.size}x${icon.size}` };
}
