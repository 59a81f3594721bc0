// @ts-check
/**
 * Screenshots of every page, in every language, and of each language's not-found page,
 * at phone and desktop widths, for looking at the work: `npm run screenshots` (needs a
 * build, and a running server: `npm run serve`). Writes reports/screens/<page>-<width>.png.
 * The pages are the build's (scripts/make-site/pages.js), so they follow the page list.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { builtPages, isNotFound } from "../make-site/pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "../test-runner/chromium.js";

/** Every built page; an unknown path stands for each not-found page. */
export const screenshotPaths = () =>
  builtPages().map(({ route }) => (isNotFound(route) ? route.replace(/404$/, "nowhere") : route));

/** The file name of a path's screenshots: "/" is "home", "/es/join" is "es-join". */
export const screenshotName = (/** @type {string} */ path) =>
  path === "/" ? "home" : path.slice(1).replaceAll("/", "-");

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const base = process.env.BASE_URL ?? "http://localhost:4173";
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : screenshotPaths();
  const widths = [390, 1440];
  const outDir = "reports/screens";
  mkdirSync(outDir, { recursive: true });

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const file = `${outDir}/${screenshotName(path)}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
  await browser.close();
}
