import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { tourPhotos } from "./scripts/make-site/tour-photos.ts";
import { clientEntry, inlineScripts } from "./scripts/make-site/vite-plugins.ts";

/**
 * Every Vitest suite, one project each (`vitest run --project <name>`):
 * - unit: the code's own tests, beside the code (`npm run test:unit`, `npm run check`);
 * - html: what the built site serves, read from its server without a browser, after a
 *   build (`npm run test:html`): every fact of the static HTML and the HTTP answers;
 * - engines: the visitor journeys in Firefox and WebKit, after a build (`npm run test:engines`);
 * - container: the Dockerfile built and run where an engine works (`npm run test:container`).
 * Vitest gets its own config: the React Router Vite plugin must not load here.
 */
export default defineConfig({
  // The site's own imports (`?inline-script`, `virtual:client-entry`, `virtual:tour-photos`),
  // as in vite.config.ts.
  plugins: [clientEntry(), inlineScripts(), tourPhotos()],
  envPrefix: ["VITE_", "SITE_"],
  // The `~/` alias, from tsconfig.json's `paths`, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    // As many workers as the cores this run was given (npm test's stages share them:
    // TEST_WORKERS), else one per core.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: [
            "app/**/*.test.{ts,tsx,js}",
            "admin/**/*.test.{ts,tsx}",
            "server/**/*.test.js",
            "scripts/**/*.test.{js,ts}",
          ],
          setupFiles: ["./vitest.setup.ts"],
          // CSS is not loaded, but the toaster asks for its stylesheet by URL: give it one.
          css: { include: [/toaster\.css/] },
          // jsdom role queries are slow on a busy machine; the default 5 s is tight there.
          testTimeout: 20_000,
          // One environment per worker, not per file: a fresh jsdom for each of the 42
          // files was a third of the project's time (35.8 s against 22.4 s on 2 workers,
          // the same 471 tests, files shuffled four times). Each test cleans up after
          // itself (vitest.setup.ts), which is what isolation bought.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "html",
          environment: "jsdom",
          include: ["tests/html/*.test.ts"],
          globalSetup: ["tests/html/global-setup.ts"],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "engines",
          include: ["tests/engines/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/engines/global-setup.ts"],
          pool: "forks",
          // Room for a journey run again in a new browser after one stopped answering (suite.ts).
          testTimeout: 240_000,
          hookTimeout: 60_000,
          // How long a journey waits for a state (the counter gone, a toast shown).
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: "container",
          include: ["tests/container/*.test.js"],
          environment: "node",
          // Building the image takes minutes.
          testTimeout: 1_200_000,
        },
      },
    ],
  },
});
