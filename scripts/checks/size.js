// @ts-check
/**
 * `npm run size` (also part of `npm test`): per route, the gzipped bytes of the HTML,
 * and of the CSS and JavaScript a visitor's browser loads: by the page's load event,
 * before any interaction (once the page is idle, the islands' shared code is fetched
 * ahead) and, where the page has islands, once the visitor uses them, against the budgets. The build in BUILD_DIR (else ./build) is served by the
 * project's server and each page is loaded in Chromium until it is idle and, if it
 * has code, hydrated: what counts is what a browser really fetched, not what the HTML
 * seems to name. Prints a table and exits non-zero when a budget is missed.
 *
 * Then the tour's uploaded photos, each: the file its card loads on a phone and the stage
 * on a desktop, against their budgets (photo-sizes.js). `npm run size -- --photos`: those alone.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { clientDir } from "../make-site/files.js";
import { parseHtml } from "../make-site/html.js";
import { builtPages, isNotFound, twinInDefault } from "../make-site/pages.js";
import { CHROMIUM_ARGS, headlessShellPath } from "../test-runner/chromium.js";
import { everyIslandHydrated, useEveryIsland } from "../../tests/support/islands-in-use.js";
import { serveBuild } from "../test-runner/serve-build.js";
import { photoTable, uploadedPhotoSizes } from "./photo-sizes.js";

/**
 * 1 KB = 1024 bytes, as Lighthouse and the browsers' DevTools count (14 KB of HTML
 * is 14 336 bytes, inside the TCP initial window of 14 600).
 */
const KB = 1024;
/**
 * JavaScript per route: none where the page has nothing interactive; a few hundred bytes
 * on the not-found pages (the one line that logs the path). Where a page has islands
 * (Home and Join, in each language): by its load event, only its inline loader; then
 * the islands' code, fetched ahead once the page is idle and run once the visitor uses
 * them. A page's language must not weigh on its code: the islands get their words from
 * the page, so twins differ by bytes.
 */
const JS_BUDGET = { atLoad: 4 * KB, inUse: 90 * KB, notFound: 1 * KB, none: 0 };
/** How much more JavaScript a page may load than its twin in the default language. */
const TWIN_MARGIN = 2 * KB;
/**
 * What a page's first response carries so that it paints from it (0025): its markup, its
 * illustration inside it, at most `html` (the most, Home, is 16 KB with its art); the CSS
 * its elements need, at most `inlineCss`; and the whole of it at most `firstResponse`:
 * 28 KB take 160 ms on the slow phone's 1.44 Mbps, which `npm run audit:paint` counts
 * against the floor. The stylesheet (`css`) loads after the first paint, cached once.
 */
const BUDGET = {
  css: 15 * KB,
  html: 18 * KB,
  inlineCss: 10 * KB,
  firstResponse: 28 * KB,
  fonts: 1,
};

/** Gzip level 9, the level the build precompresses with, so this is what is served. */
const gzipped = (/** @type {string | Buffer} */ body) => gzipSync(body, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** @param {string} path a site path under the client build */
const fileSize = (path) => gzipped(readFileSync(join(clientDir, path)));

/**
 * @typedef {{ route: string, html: number, inlineCss: number, firstResponse: number, css: number, jsAtLoad: number, js: number, jsInUse: number,
 *   jsFiles: number, jsFilesInUse: number, inlineScripts: number, fonts: number,
 *   external: string[], islands: number }} Row
 */

const server = await serveBuild();
// Chromium's headless shell, as the browser tests use: the same network and the same bytes
// as the full browser (the table was identical), for a third of its CPU (7 s against 21).
const browser = await chromium.launch({
  executablePath: headlessShellPath(),
  args: CHROMIUM_ARGS,
});
/** @type {Row[]} */
const rows = [];
const photosOnly = process.argv.includes("--photos");
/** @type {Awaited<ReturnType<typeof uploadedPhotoSizes>>} */
const photos = [];
try {
  for (const { route, file } of photosOnly ? [] : builtPages()) {
    const page = await browser.newPage();
    /** @type {{ path: string, type: string }[]} */
    const local = [];
    /** @type {string[]} */
    const external = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin === server.origin)
        local.push({ path: url.pathname, type: request.resourceType() });
      else if (/^https?:$/.test(url.protocol)) external.push(url.href);
    });
    // What an unknown path gets (/404 itself is served with status 404 too).
    const path = isNotFound(route) ? route.replace(/404$/, "no-such-page") : route;
    await page.goto(`${server.origin}${path}`);
    const islands = await page.locator("[data-island]").count();
    await page.waitForLoadState("networkidle");
    if (islands > 0) {
      // The page idles, then fetches its islands' code ahead: until that has come too.
      await page.locator('link[rel="modulepreload"]').first().waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
    }
    // What the page loaded by its load event, and before any interaction (what it
    // fetches ahead once idle included); then what its islands add once used.
    const before = [...local];
    const atLoad = await page.evaluate(() => {
      const load = performance.getEntriesByType("navigation")[0]?.toJSON().loadEventEnd ?? 0;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime < load)
        .map((entry) => new URL(entry.name).pathname);
    });
    if (islands > 0) {
      await page.evaluate(useEveryIsland);
      await page.waitForFunction(everyIslandHydrated);
      await page.waitForLoadState("networkidle");
    }
    const fonts = await page.locator('link[rel="preload"][as="font"]').count();
    // Inline code counts too (the speculation rules and the structured data are JSON, not code).
    const inline = await page
      .locator("script:not([src]):not([type=speculationrules]):not([type='application/ld+json'])")
      .allTextContents();
    await page.close();

    const ofType = (/** @type {string} */ type, requests = local) => [
      ...new Set(
        requests.filter((request) => request.type === type).map((request) => request.path),
      ),
    ];
    const inlineJs = inline.reduce((sum, text) => sum + gzipped(text), 0);
    const jsOf = (/** @type {string[]} */ files) =>
      files.reduce((sum, path) => sum + fileSize(path), 0) + inlineJs;
    const scripts = ofType("script", before);
    const scriptsAtLoad = scripts.filter((path) => atLoad.includes(path));
    const scriptsInUse = ofType("script");
    // What moved from the stylesheet into the page: its <style>, measured apart.
    const html = readFileSync(file, "utf8");
    const document = parseHtml(html);
    const styles = document.querySelectorAll("style");
    const inlineCss = styles.reduce((sum, style) => sum + gzipped(style.rawText), 0);
    const firstResponse = gzipped(html);
    styles.forEach((style) => style.remove());
    rows.push({
      route,
      html: gzipped(document.toString()),
      inlineCss,
      firstResponse,
      css: ofType("stylesheet").reduce((sum, path) => sum + fileSize(path), 0),
      jsAtLoad: jsOf(scriptsAtLoad),
      js: jsOf(scripts),
      jsInUse: jsOf(scriptsInUse),
      jsFiles: scripts.length,
      jsFilesInUse: scriptsInUse.length,
      inlineScripts: inline.length,
      fonts,
      external,
      islands,
    });
  }
  photos.push(...(await uploadedPhotoSizes(browser, server.origin)));
} finally {
  await browser.close();
  await server.close();
}

/** @param {number} bytes */
const shown = (bytes) => (bytes === 0 ? "0 B" : kb(bytes));
/** @type {string[]} */
const misses = [];
const table = rows.map((row) => {
  const twin = rows.find((other) => other.route === twinInDefault(row.route));
  const atLoad =
    row.islands > 0
      ? JS_BUDGET.atLoad
      : isNotFound(row.route)
        ? JS_BUDGET.notFound
        : JS_BUDGET.none;
  // Before any interaction, and in use: a page without islands loads no more later.
  const inUse = row.islands > 0 ? JS_BUDGET.inUse : atLoad;
  /** @type {Record<string, string>} */
  const cells = { route: row.route };
  for (const [column, bytes, budget] of /** @type {[string, number, number][]} */ ([
    ["HTML", row.html, BUDGET.html],
    ["inline CSS", row.inlineCss, BUDGET.inlineCss],
    ["first response", row.firstResponse, BUDGET.firstResponse],
    ["CSS", row.css, BUDGET.css],
    ["JS at load", row.jsAtLoad, atLoad],
    ["JS before use", row.js, inUse],
    ["JS in use", row.jsInUse, inUse],
  ])) {
    cells[column] = `${shown(bytes)} ${bytes <= budget ? "ok" : "OVER"}`;
    if (bytes > budget) misses.push(`${row.route}: ${column} ${bytes} B > ${budget} B`);
  }
  const more = twin ? Math.max(row.js - twin.js, row.jsInUse - twin.jsInUse) : 0;
  if (more > TWIN_MARGIN)
    misses.push(`${row.route}: ${more} B more JS than its twin ${twin?.route}`);
  if (row.fonts > BUDGET.fonts) misses.push(`${row.route}: ${row.fonts} fonts preloaded`);
  row.external.forEach((url) => misses.push(`${row.route}: third-party request ${url}`));
  return Object.assign(cells, {
    "vs twin": twin
      ? `${row.jsInUse >= twin.jsInUse ? "+" : ""}${row.jsInUse - twin.jsInUse} B`
      : "",
    "JS files (in use) + inline": `${row.jsFiles} (${row.jsFilesInUse}) + ${row.inlineScripts}`,
    "font preloads": `${row.fonts} ${row.fonts <= BUDGET.fonts ? "ok" : "OVER"}`,
    "third-party": row.external.length === 0 ? "none" : row.external.join(" "),
  });
});

if (!photosOnly)
  console.log(
    "Size budgets (gzip -9, 1 KB = 1024 B, what Chromium loads): " +
      `JS 0 B where a page has nothing interactive, ≤ ${kb(JS_BUDGET.notFound)} on the not-found pages; ` +
      `where a page has islands ≤ ${kb(JS_BUDGET.atLoad)} by its load event, and ` +
      `≤ ${kb(JS_BUDGET.inUse)} before use (fetched ahead when idle) and once they are used, each ≤ ${kb(TWIN_MARGIN)} more than its ` +
      `default-language twin; CSS ≤ ${kb(BUDGET.css)}, ` +
      `HTML ≤ ${kb(BUDGET.html)} without its inline CSS, inline CSS ≤ ${kb(BUDGET.inlineCss)}, ` +
      `the first response (HTML with its CSS) ≤ ${kb(BUDGET.firstResponse)}, at most ${BUDGET.fonts} font preloaded, nothing third-party`,
  );
if (!photosOnly) console.table(table);
const uploaded = photoTable(photos);
console.log(
  photos.length === 0
    ? "Tour photos: no stop's photo is uploaded (the stock host sizes its own)."
    : "The tour's uploaded photos (the file a browser picks, as served; budgets in scripts/checks/photo-sizes.js):",
);
if (photos.length > 0) console.table(uploaded.table);
misses.push(...uploaded.misses);
if (misses.length > 0) {
  console.error(`size: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`size: all ${rows.length} routes and ${photos.length} uploaded photos within budget`);
