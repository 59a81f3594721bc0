import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { adminEditor } from "./scripts/make-site/admin-site.ts";
import {
  catalogTypes,
  clientEntry,
  inlineScripts,
  specWords,
} from "./scripts/make-site/vite-plugins.ts";
import { tourPhotos } from "./scripts/make-site/tour-photos.ts";
import { assertBuildable, buildDir } from "./server/build-dir.js";

export default defineConfig(({ command }) => {
  // A build folder outside the project cannot be built into: say so before starting.
  if (command === "build") assertBuildable(buildDir, import.meta.dirname);
  return {
    plugins: [
      specWords(),
      tailwindcss(),
      reactRouter(),
      clientEntry(),
      inlineScripts(),
      catalogTypes(),
      tourPhotos(),
      adminEditor(),
    ],
    // SITE_NAME, SITE_AUTHOR, SITE_EMAIL and SITE_URL set the site settings at build time.
    envPrefix: ["VITE_", "SITE_"],
    // The one definition of the `~/` alias is tsconfig.json's `paths`.
    resolve: { tsconfigPaths: true },
    // The development server finds the browser's dependencies before the first page
    // asks for them, from the client entry and the islands it imports (and the editor's
    // entry, admin/main.ts): discovered later, they would be bundled again and the first
    // page's imports refused (504).
    optimizeDeps: {
      entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/*.tsx", "admin/main.ts"],
    },
    // The checks' builds and their copies of the project (/build-*/, gitignored) are not
    // the project: their tsconfig.json, written while `npm test` runs a development
    // server, made it reload the page a visitor had open.
    server: { watch: { ignored: ["**/build-*/**"] } },
    build: {
      // Images stay files: a data URI in a component would ship in the page's JavaScript
      // (the logo twice in every page's HTML, too), where a file is cached once. The
      // pages' illustrations are inlined on purpose, one by one (app/content/art.ts).
      assetsInlineLimit: 0,
      // The client entry's address comes from here (scripts/make-site/vite-plugins.ts);
      // the build removes the file from what is published.
      manifest: true,
    },
  };
});
