/**
 * Where the browser's code starts, the chunks it imports, and each island's chunks by the
 * island's name, from the client build's manifest (scripts/make-site/vite-plugins.ts).
 */
declare module "virtual:client-entry" {
  const entry: { module: string; imports: string[]; islands: Record<string, string[]> };
  export default entry;
}

/** A script's code, minified, to inline in a page (scripts/make-site/vite-plugins.ts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** The tour's uploaded photos, encoded by the build, by their path (scripts/make-site/tour-photos.ts). */
declare module "virtual:tour-photos" {
  import type { OwnPhoto } from "~/content/types";

  const photos: Record<string, OwnPhoto>;
  export default photos;
}
