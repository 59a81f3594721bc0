// @ts-check
/**
 * `npm run size` (also part of `npm test`): per route, the gzipped bytes of the HTML,
 * and of the CSS and JavaScript a visitor's browser loads before any interaction,
 * against the budgets. The build in BUILD_DIR (else ./build) is served by the
 * project's server and each page is loaded in Chromium until it is idle and, if it
 * has code, hydrated: what counts is what a browser really fetched, not what the HTML
 * seems to name. Prints a table and exits non-zero when a budget is missed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { clientDir } from "./build/files.js";
import { builtPages } from "./build/pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.js";
import { serveBuild } from "./serve-build.js";

/**
 * 1 KB = 1024 bytes, as Lighthouse and the browsers' DevTools count (14 KB of HTML
 * is 14 336 bytes, inside the TCP initial window of 14 600).
 */
const KB = 1024;
/** JavaScript per route: none where the page has nothing interactive. */
const JS_BUDGET = /** @type {Record<string, number>} */ ({
  "/": 120 * KB,
  "/join": 120 * KB,
  "/404": 1 * KB,
});
const BUDGET = { css: 15 * KB, html: 14 * KB, fonts: 1 };

/** Gzip level 9, the level the build precompresses with, so this is what is served. */
const gzipped = (/** @type {string | Buffer} */ body) => gzipSync(body, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
/** @param {string} path a site path under the client build */
const fileSize = (path) => gzipped(readFileSync(join(clientDir, path)));

if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`size: no build in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * @typedef {{ route: string, html: number, css: number, js: number, jsFiles: number,
 *   inlineScripts: number, fonts: number, external: string[] }} Row
 */

const server = await serveBuild();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
/** @type {Row[]} */
const rows = [];
try {
  for (const { route, file } of builtPages()) {
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
    await page.goto(`${server.origin}${route === "/404" ? "/no-such-page" : route}`);
    if ((await page.locator("[data-island]").count()) > 0) {
      // The client entry sets this once every island of the page is hydrated.
      await page.waitForFunction(
        () => globalThis.document.documentElement.dataset.hydrated === "true",
      );
    }
    await page.waitForLoadState("networkidle");
    const fonts = await page.locator('link[rel="preload"][as="font"]').count();
    // Inline code counts too (the speculation rules are JSON, not code).
    const inline = await page
      .locator("script:not([src]):not([type=speculationrules])")
      .allTextContents();
    await page.close();

    const ofType = (/** @type {string} */ type) => [
      ...new Set(local.filter((request) => request.type === type).map((request) => request.path)),
    ];
    const scripts = ofType("script");
    rows.push({
      route,
      html: gzipped(readFileSync(file)),
      css: ofType("stylesheet").reduce((sum, path) => sum + fileSize(path), 0),
      js:
        scripts.reduce((sum, path) => sum + fileSize(path), 0) +
        inline.reduce((sum, text) => sum + gzipped(text), 0),
      jsFiles: scripts.length,
      inlineScripts: inline.length,
      fonts,
      external,
    });
  }
} finally {
  await browser.close();
  await server.close();
}

const jsBudget = (/** @type {string} */ route) => JS_BUDGET[route] ?? 0;
/** @param {number} value @param {number} budget */
const mark = (value, budget) => (value <= budget ? "ok" : "OVER");

console.log(
  "Size budgets (gzip -9, 1 KB = 1024 B, what Chromium loads before any interaction): " +
    `JS 0 B where a page has nothing interactive, ≤ ${kb(JS_BUDGET["/404"] ?? 0)} on /404, ` +
    `≤ ${kb(JS_BUDGET["/"] ?? 0)} on / and /join; CSS ≤ ${kb(BUDGET.css)}, ` +
    `HTML ≤ ${kb(BUDGET.html)}, at most ${BUDGET.fonts} font preloaded, nothing third-party`,
);
console.table(
  rows.map((row) => ({
    route: row.route,
    HTML: `${kb(row.html)} ${mark(row.html, BUDGET.html)}`,
    CSS: `${kb(row.css)} ${mark(row.css, BUDGET.css)}`,
    JS: `${row.js === 0 ? "0 B" : kb(row.js)} ${mark(row.js, jsBudget(row.route))}`,
    "JS files + inline": `${row.jsFiles} + ${row.inlineScripts}`,
    "font preloads": `${row.fonts} ${mark(row.fonts, BUDGET.fonts)}`,
    "third-party": row.external.length === 0 ? "none" : row.external.join(" "),
  })),
);

const misses = rows.flatMap((row) => [
  ...(row.html > BUDGET.html ? [`${row.route}: HTML ${kb(row.html)} > ${kb(BUDGET.html)}`] : []),
  ...(row.css > BUDGET.css ? [`${row.route}: CSS ${kb(row.css)} > ${kb(BUDGET.css)}`] : []),
  ...(row.js > jsBudget(row.route)
    ? [`${row.route}: JS ${row.js} B > ${jsBudget(row.route)} B`]
    : []),
  ...(row.fonts > BUDGET.fonts ? [`${row.route}: ${row.fonts} fonts preloaded`] : []),
  ...row.external.map((url) => `${row.route}: third-party request ${url}`),
]);
if (misses.length > 0) {
  console.error(`size: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`size: all ${rows.length} routes within budget`);
