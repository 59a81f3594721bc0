// @ts-check
/**
 * `npm run size` (also part of `npm test`): per route, the gzipped bytes of the
 * HTML, its CSS and all the JavaScript it loads before any interaction, against
 * the budgets. Reads the build in BUILD_DIR (else ./build); prints a table and
 * exits non-zero when a budget is missed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { clientDir } from "./build/files.js";
import { attributeValues, builtPages, eagerScripts } from "./build/pages.js";

/**
 * 1 KB = 1024 bytes, as Lighthouse and the browsers' DevTools count (14 KB of HTML
 * is 14 336 bytes, inside the TCP initial window of 14 600).
 */
const KB = 1024;
const BUDGET = { js: 120 * KB, css: 15 * KB, html: 14 * KB, fonts: 1 };

/** Gzip level 9, the level the build precompresses with, so this is what is served. */
const gzipped = (/** @type {string | Buffer} */ body) => gzipSync(body, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`size: no build in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * @typedef {{ route: string, html: number, css: number, js: number, files: number,
 *   fonts: number, external: string[] }} Row
 */

/** @type {Row[]} */
const rows = builtPages().map(({ route, file }) => {
  const html = readFileSync(file, "utf8");
  // A disabled stylesheet is not fetched, so it does not count.
  const stylesheets = attributeValues(
    html,
    "link",
    /^(?!.*\bdisabled\b).*\brel="stylesheet"/,
    "href",
  );
  // Inlined CSS counts against the CSS budget too (and, being in the page, the HTML budget).
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? "")
    .join("");
  const scripts = eagerScripts(html);
  const local = [...stylesheets, ...scripts].filter((href) => href.startsWith("/"));
  // Anything fetched from another origin before interaction breaks "self-hosted only".
  const external = [
    ...attributeValues(html, "link", /\brel="(?:stylesheet|preload|modulepreload)"/, "href"),
    ...attributeValues(html, "script", /\bsrc=/, "src"),
    ...attributeValues(html, "img", /\bsrc=/, "src"),
  ].filter((url) => /^(?:https?:)?\/\//.test(url));
  return {
    route,
    html: gzipped(html),
    css:
      (inlineCss ? gzipped(inlineCss) : 0) +
      stylesheets.reduce((sum, href) => sum + gzipped(readFileSync(join(clientDir, href))), 0),
    js: scripts.reduce((sum, src) => sum + gzipped(readFileSync(join(clientDir, src))), 0),
    files: local.length,
    fonts: attributeValues(html, "link", /\bas="font"/, "href").length,
    external,
  };
});

/** @param {number} value @param {number} budget */
const mark = (value, budget) => (value <= budget ? "ok" : "OVER");

console.log(
  `Size budgets (gzip -9, 1 KB = 1024 B): JS ≤ ${kb(BUDGET.js)}, CSS ≤ ${kb(BUDGET.css)}, ` +
    `HTML ≤ ${kb(BUDGET.html)}, at most ${BUDGET.fonts} font preloaded, nothing third-party`,
);
console.table(
  rows.map((row) => ({
    route: row.route,
    HTML: `${kb(row.html)} ${mark(row.html, BUDGET.html)}`,
    CSS: `${kb(row.css)} ${mark(row.css, BUDGET.css)}`,
    JS: `${kb(row.js)} ${mark(row.js, BUDGET.js)}`,
    "JS+CSS files": row.files,
    "font preloads": `${row.fonts} ${mark(row.fonts, BUDGET.fonts)}`,
    "third-party": row.external.length === 0 ? "none" : row.external.join(" "),
  })),
);

const misses = rows.flatMap((row) => [
  ...(row.html > BUDGET.html ? [`${row.route}: HTML ${kb(row.html)} > ${kb(BUDGET.html)}`] : []),
  ...(row.css > BUDGET.css ? [`${row.route}: CSS ${kb(row.css)} > ${kb(BUDGET.css)}`] : []),
  ...(row.js > BUDGET.js ? [`${row.route}: JS ${kb(row.js)} > ${kb(BUDGET.js)}`] : []),
  ...(row.fonts > BUDGET.fonts ? [`${row.route}: ${row.fonts} fonts preloaded`] : []),
  ...row.external.map((url) => `${row.route}: third-party request ${url}`),
]);
if (misses.length > 0) {
  console.error(`size: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`size: all ${rows.length} routes within budget`);
