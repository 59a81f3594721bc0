// @ts-check
/**
 * Step: the JavaScript of each page starts loading after its first paint.
 *
 * Why: every page is prerendered, so it shows without JavaScript; hydration
 * only makes it interactive. React Router preloads ~130 KB of modules at high
 * priority in the <head>, which on a slow phone connection share the bandwidth
 * with the hero image, the stylesheet and the font, and delay the first and
 * largest paints by about a second (Lighthouse mobile: FCP ~2.0 s → ~0.9 s).
 * So the <link rel="modulepreload"> tags move into React Router's own inline
 * bootstrap script, which now starts after the first contentful paint and the
 * load event, one frame later (with a timer as a fallback for tabs that do not
 * paint). Until then the page is the prerendered HTML: links work, the phone
 * menu is a native popover; only the tour and the form wait for React.
 *
 * The bootstrap script's shape is React Router's (7.x); anything else fails the
 * build rather than ship a page that never hydrates. Runs before the CSP step,
 * which hashes the rewritten inline script.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { clientDir, listHtml } from "./files.js";

const PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * React Router's bootstrap: side-effect imports, namespace imports of the route
 * modules, the route module table, then the dynamic import of the entry.
 * @param {string} body
 */
function parseBootstrap(body) {
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1],
    src: match[2],
  }));
  const table = /^\s*(window\.__reactRouterRouteModules = \{[^\n]*\};)$/m.exec(body)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1];
  const known =
    sideEffects.length + routes.length + Number(Boolean(table)) + Number(Boolean(entry));
  const statements = body.split("\n").filter((line) => line.trim() !== "").length;
  if (!table || !entry || routes.length === 0 || known !== statements) {
    throw new Error(`defer-hydration: unexpected React Router bootstrap script:\n${body}`);
  }
  return { sideEffects, routes, table, entry };
}

/**
 * @param {string[]} preloads
 * @param {ReturnType<typeof parseBootstrap>} bootstrap
 */
function deferredBootstrap(preloads, { sideEffects, routes, table, entry }) {
  const json = (/** @type {unknown} */ value) => JSON.stringify(value);
  return [
    "let started = false;",
    "const start = async () => {",
    "  if (started) return;",
    "  started = true;",
    `  for (const href of ${json(preloads)}) {`,
    '    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "  }",
    ...sideEffects.map((src) => `  await import(${json(src)});`),
    `  const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${json(route.src)})`)
      .join(", ")}]);`,
    `  ${table}`,
    `  import(${json(entry)});`,
    "};",
    // After the first contentful paint and the load event (the hero image and
    // the font are in), then one frame: the paints Lighthouse times are done.
    "const afterPaint = () => requestAnimationFrame(() => setTimeout(start));",
    'const afterLoad = () => document.readyState === "complete" ? afterPaint() : addEventListener("load", afterPaint, { once: true });',
    'if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    "  new PerformanceObserver((list, observer) => {",
    '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    "    observer.disconnect();",
    "    afterLoad();",
    '  }).observe({ type: "paint", buffered: true });',
    "} else afterLoad();",
    // Background tabs do not paint: they hydrate a little later all the same.
    "setTimeout(start, 3000);",
  ].join("\n");
}

/** @returns {number} how many pages were changed */
export function deferHydration() {
  let pages = 0;
  for (const file of listHtml(clientDir)) {
    const html = readFileSync(file, "utf8");
    const bootstrap = BOOTSTRAP.exec(html);
    if (!bootstrap) continue;
    const preloads = [...html.matchAll(PRELOAD)].map((match) => /** @type {string} */ (match[1]));
    const script = deferredBootstrap(preloads, parseBootstrap(bootstrap[1] ?? ""));
    const changed = html
      .replace(PRELOAD, "")
      .replace(bootstrap[0], `<script type="module" async="">${script}</script>`);
    writeFileSync(file, changed);
    pages += 1;
  }
  return pages;
}
