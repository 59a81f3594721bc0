// @ts-check
/**
 * `npm run audit:paint`: the first paint of every page in a real browser on the slow
 * phone, against the floor, a bare page (one heading, one paragraph) served in the same
 * run by the same server from a copy of the same build. Lighthouse's simulation cannot
 * judge a paint near that floor (docs/decisions/0021-the-first-paint-in-lighthouses-model.md);
 * Chromium with the mobile profile applied through CDP can (0025).
 *
 *   npm run audit:paint              5 cold runs a route, the medians printed
 *   npm run audit:paint -- / /join   those routes only
 *   PAINT_RUNS=9 npm run audit:paint more runs
 *   npm run audit:paint -- --warm    also the repeat view: each page after another page
 *                                    of the site (its stylesheet, font and logo cached)
 *
 * The floor is measured with each route, a bare run before each of the route's runs, so a
 * page and its floor share the machine's mood of the moment (this machine is noisy: a
 * floor measured once at the start drifted by 40 ms over a run).
 *
 * Budgets: each page's median first paint at most FLOOR_BUDGET_MS after the median of
 * its floor runs, its largest contentful paint in that same paint, and no layout shift.
 * Exits non-zero when one is missed; a table, not a timing test.
 *
 *   npm run audit:paint -- --why /vision   where the page's time goes: one traced run's
 *                                          requests and main-thread work up to its first
 *                                          paint, beside the floor's (paint-trace.js)
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { buildDir } from "../make-site/files.js";
import { builtPages, isNotFound } from "../make-site/pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "../test-runner/chromium.js";
import { serveBuild } from "../test-runner/serve-build.js";
import { summariseTrace, TRACE_CATEGORIES } from "./paint-trace.js";

const FLOOR_BUDGET_MS = 150;
const runs = Math.max(1, Number(process.env.PAINT_RUNS ?? 5));
/**
 * Lighthouse's mobile profile as its DevTools throttling applies it: 150 ms round trips,
 * 1.6 Mbps down and 750 kbps up, each times 0.9 (CDP takes bytes per second), CPU ×4,
 * a Moto G Power's screen.
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true };
const BARE_ROUTE = "/paint-floor";
const BARE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title>
<h1>Hello</h1><p>One paragraph of text, the largest element.</p>`;

/**
 * What the page recorded: its first contentful paint, its last largest-contentful-paint
 * entry and that entry's element, and the layout shifts. Runs in the page after its load
 * event, which on the slow CPU can come before the first paint is presented: it waits
 * for the paint's entry (buffered, so none is missed), then for the fonts and two frames
 * more, for any later candidate or shift, and gives up after 20 s.
 */
function recorded() {
  /** @type {Record<string, PerformanceEntry[]>} */
  const seen = { paint: [], "largest-contentful-paint": [], "layout-shift": [] };
  /** @param {string} type @returns {Promise<void>} */
  const first = (type) =>
    new Promise((resolve) => {
      new PerformanceObserver((list) => {
        seen[type]?.push(...list.getEntries());
        if (list.getEntries().length > 0) resolve();
      }).observe({ type, buffered: true });
    });
  const frame = () => new Promise((resolve) => globalThis.requestAnimationFrame(resolve));
  /** @param {Element | null | undefined} element */
  const describe = (element) => {
    if (!element) return "(removed)";
    const name = element.getAttribute("aria-label") ?? element.getAttribute("alt");
    const text = (name ?? element.textContent ?? "").trim().replace(/\s+/g, " ");
    return `<${element.localName}> ${text.length > 28 ? `${text.slice(0, 27)}…` : text}`;
  };
  first("layout-shift");
  // Then the fonts settled and two frames more: what the stylesheet and the font change
  // when they come (they load after the first paint) is a shift too.
  const done = Promise.all([first("paint"), first("largest-contentful-paint")])
    .then(() => globalThis.document.fonts.ready)
    .then(frame)
    .then(frame)
    .then(() => true);
  const gaveUp = new Promise((resolve) => setTimeout(resolve, 20_000, false));
  return Promise.race([done, gaveUp]).then((complete) => {
    const fcp = seen.paint?.find((entry) => entry.name === "first-contentful-paint");
    const last = /** @type {(PerformanceEntry & { element?: Element | null }) | undefined} */ (
      seen["largest-contentful-paint"]?.at(-1)
    );
    const shifts =
      /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (
        seen["layout-shift"] ?? []
      );
    return {
      complete,
      fcp: fcp?.startTime ?? -1,
      lcp: last?.startTime ?? -1,
      element: describe(last?.element),
      cls: shifts
        .filter((shift) => !shift.hadRecentInput)
        .reduce((sum, shift) => sum + shift.value, 0),
    };
  });
}

/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
};

// The floor is served by the same server from a copy of the same build, with the bare
// page added: the build itself stays as it was built.
const copy = mkdtempSync(join(tmpdir(), "paint-build-"));
cpSync(buildDir, copy, { recursive: true });
mkdirSync(join(copy, "client", BARE_ROUTE.slice(1)));
writeFileSync(join(copy, "client", BARE_ROUTE.slice(1), "index.html"), BARE_PAGE);

const server = await serveBuild(undefined, copy);
const floorUrl = `${server.origin}${BARE_ROUTE}`;
const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

const warm = process.argv.includes("--warm");
const why = process.argv.includes("--why");

/**
 * One run in a new browser context (an empty cache), throttled before the first request:
 * cold, or warm once `before` has loaded in it.
 * With `trace`, it also says where the time went (paint-trace.js).
 * @param {string} url @param {string} [before] @param {boolean} [trace]
 */
async function measure(url, before, trace = false) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.setViewport({ ...SCREEN, hasTouch: true, isMobile: true });
    if (before) await page.goto(before, { waitUntil: "load", timeout: 60_000 });
    if (trace) await page.tracing.start({ categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const result = await page.evaluate(recorded);
    if (!result.complete) throw new Error(`${url}: no first paint recorded within 20 s`);
    const traced = trace ? await page.tracing.stop() : undefined;
    const events = traced ? JSON.parse(Buffer.from(traced).toString("utf8")).traceEvents : [];
    return { ...result, why: trace ? summariseTrace(events, server.origin) : undefined };
  } finally {
    await context.close();
  }
}

/**
 * The route's runs, each after a run of the floor.
 * @param {string} url @param {string} [before]
 */
async function medians(url, before) {
  const results = [];
  const floors = [];
  for (let run = 0; run < runs; run += 1) {
    floors.push((await measure(floorUrl)).fcp);
    results.push(await measure(url, before));
  }
  const floor = median(floors);
  const fcp = median(results.map((result) => result.fcp));
  const lcp = median(results.map((result) => result.lcp));
  // The element of the run whose first paint is the median.
  const element = results.find((result) => result.fcp === fcp)?.element ?? "";
  const inFirstPaint = results.filter((result) => result.lcp - result.fcp < 1).length;
  return { floor, fcp, lcp, element, inFirstPaint, cls: Math.max(...results.map((r) => r.cls)) };
}

const loadBefore = loadavg()[0] ?? 0;
/** @type {string[]} */
const misses = [];
/** @type {Record<string, string | number>[]} */
const table = [];
try {
  const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const routes = builtPages()
    .map(({ route }) => route)
    .filter((route) => only.length === 0 || only.includes(route));
  if (why) {
    for (const [route, url] of [
      ["bare page (the floor)", floorUrl],
      ...routes.map((route) => [route, `${server.origin}${route}`]),
    ]) {
      const { why: where } = await measure(/** @type {string} */ (url), undefined, true);
      console.log(`\n${route}: first paint at ${where?.firstPaint} ms. Requests before it:`);
      console.table(where?.requests);
      console.log("Main thread up to the first paint (ms of the slowed CPU):");
      console.table([where?.mainThread]);
    }
    process.exit(0);
  }
  for (const route of routes) {
    // What an unknown path gets, as in `npm run audit`.
    const path = isNotFound(route) ? route.replace(/404$/, "no-such-page") : route;
    const result = await medians(`${server.origin}${path}`);
    const delta = result.fcp - result.floor;
    table.push({
      route,
      floor: Math.round(result.floor),
      FCP: Math.round(result.fcp),
      LCP: Math.round(result.lcp),
      "Δ floor": Math.round(delta),
      "LCP in first paint": `${result.inFirstPaint} of ${runs}`,
      "LCP element": result.element,
      CLS: result.cls.toFixed(4),
    });
    if (warm) {
      // After another page of the site: the stylesheet, the font and the logo are cached.
      const other = builtPages().find((page) => page.route !== route && !isNotFound(page.route));
      const repeat = await medians(`${server.origin}${path}`, `${server.origin}${other?.route}`);
      Object.assign(/** @type {Record<string, string | number>} */ (table.at(-1)), {
        "warm FCP": Math.round(repeat.fcp),
        "warm LCP": Math.round(repeat.lcp),
      });
    }
    if (delta > FLOOR_BUDGET_MS)
      misses.push(`${route}: first paint ${Math.round(delta)} ms after the floor's`);
    if (result.inFirstPaint * 2 <= runs)
      misses.push(`${route}: the largest element painted after the first paint`);
    if (result.cls > 0) misses.push(`${route}: layout shift ${result.cls.toFixed(4)}`);
  }
} finally {
  const version = await browser.version();
  await browser.close();
  await server.close();
  rmSync(copy, { recursive: true, force: true });
  console.log(
    `${version}, ${runs} cold runs a route${warm ? " (and warm ones)" : ""}, each after a run of the bare page (floor); medians in ms from navigation start`,
  );
}
console.table(table);
console.log(
  `Budget: first paint ≤ ${FLOOR_BUDGET_MS} ms after the floor's, LCP in it, CLS 0. ` +
    `Load average ${loadBefore.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end (${availableParallelism()} cores).`,
);
if (misses.length > 0) {
  console.error(`\n${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exitCode = 1;
}
