// @ts-check
/**
 * Step: the favicon, the app icons and the social image (app/lib/artwork.server.ts),
 * written into the client build. The drawing code imports the site settings and
 * the icon list from app/ directly: Vite's module runner loads those TypeScript
 * modules here as it does for the app, with the same SITE_* settings.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { clientDir } from "./files.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** @returns {Promise<string[]>} the site paths written */
export async function writeImages() {
  /** @type {{ module: typeof import("../../app/lib/artwork.server") }} */
  const { module } = await runnerImport(join(root, "app/lib/artwork.server.ts"), {
    root,
    configFile: false,
    envPrefix: ["VITE_", "SITE_"],
    resolve: { tsconfigPaths: true },
    logLevel: "warn",
  });
  const images = await module.siteImages();
  for (const { path, body } of images) writeFileSync(join(clientDir, path), body);
  return images.map((image) => image.path);
}
