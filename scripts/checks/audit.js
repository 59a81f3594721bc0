// @ts-check
/**
 * `npm run audit`: Lighthouse 13 (mobile, default simulated throttling) on every
 * prerendered route, against the production server (server/index.js) on the
 * build in BUILD_DIR (else ./build). Prints scores and metrics per route and
 * exits non-zero when a budget is missed.
 *
 *   npm run audit                 3 runs a route; Performance from the median run
 *   npm run audit -- --no-perf    Accessibility, Best Practices and SEO only:
 *                                 deterministic, one run, for CI
 *   AUDIT_RUNS=5 npm run audit    more runs
 *
 * The median run of each route is saved to reports/lighthouse/<route>.json
 * (open it in https://googlechrome.github.io/lighthouse/viewer/).
 * Performance is measured on this machine's CPU: on a busy machine (see the
 * "CPU bench" column, Lighthouse's BenchmarkIndex) TBT and the score suffer.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { builtPages, isNotFound } from "../make-site/pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "../test-runner/chromium.js";
import { serveBuild } from "../test-runner/serve-build.js";

/** @typedef {import("lighthouse").Result} Result */
/** @typedef {Record<string, unknown>} Item an entry of an audit's details table */

const withPerf = !process.argv.includes("--no-perf");
const runs = withPerf ? Math.max(1, Number(process.env.AUDIT_RUNS ?? 3)) : 1;
/** Performance 1 (100) on pages that load no script, `withCode` on the others. */
const PERF_BUDGET = { withoutCode: 1, withCode: 0.98 };
const CATEGORIES = ["accessibility", "best-practices", "seo"];
const NO_PAUSES = {
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 0,
  networkQuietThresholdMs: 0,
  cpuQuietThresholdMs: 0,
};
/** Exact, for misses too: "1.50 s > 1.50 s" would hide a 3 ms miss. @param {number} value */
const ms = (value) => `${Math.round(value)} ms`;
/**
 * The median run's metrics, each with its budget and how it is shown. LCP's is Lantern's,
 * not the browser's: since each page carries its CSS and illustration (0025), a real
 * browser paints the art pages about 300 ms sooner (`npm run audit:paint`, the judge),
 * while Lantern, which counts a page's bytes and the stylesheet and font it loads after
 * the first paint as if the paint waited for them (0021), puts their LCP at 1.28–1.39 s,
 * 1.20 s before: 1.4 s, with the score still 100.
 */
const METRICS = [
  { id: "first-contentful-paint", name: "FCP", budget: 1000, show: ms },
  { id: "largest-contentful-paint", name: "LCP", budget: 1400, show: ms },
  { id: "total-blocking-time", name: "TBT", budget: 50, show: ms },
  {
    id: "cumulative-layout-shift",
    name: "CLS",
    budget: 0,
    show: (/** @type {number} */ value) => value.toFixed(4),
  },
];

/**
 * What may fail on the not-found page, and only there: it answers 404 and has
 * noindex by design, Chrome logs a 404 document as a console error, and the page
 * logs the missing path, as it must. Each
 * entry accepts the items it is shown; an audit is excused only if it accepts
 * every one of them, so a new error on that page still fails.
 * @type {Record<string, (item: Item, url: string) => boolean>}
 */
const EXPECTED_ON_404 = {
  "http-status-code": () => true,
  "is-crawlable": () => true,
  // The 404 document itself, and the missing path, which the page logs
  // with console.error ("404: no page at /…", app/routes/not-found.tsx).
  "errors-in-console": (item, url) =>
    (item.source === "network" &&
      /** @type {{ url?: string } | undefined} */ (item.sourceLocation)?.url === url) ||
    (item.source === "console.error" && /^404: no page at \//.test(String(item.description))),
};

/** @param {number | null | undefined} score */
const points = (score) => (score == null ? "–" : Math.round(score * 100));
/** @param {unknown} details */
const itemsOf = (details) => /** @type {{ items?: Item[] }} */ (details ?? {}).items ?? [];

/** A few of the offending items, so a miss says what to fix. @param {Item[]} items */
function examples(items) {
  const texts = items.map((item) => {
    const node = /** @type {{ snippet?: string } | undefined} */ (item.node);
    const where = /** @type {{ url?: string } | undefined} */ (item.sourceLocation);
    return `${item.description ?? node?.snippet ?? item.url ?? ""}${where?.url ? ` ${where.url}` : ""}`;
  });
  const unique = [...new Set(texts.filter(Boolean))].slice(0, 4);
  return unique.length ? `\n      ${unique.join("\n      ")}` : "";
}

/** The audits excused on a not-found page, for the table's footnote. @type {Set<string>} */
const excused = new Set();

/**
 * The audits of a category that did not pass, except those excused on this route.
 * @param {Result} lhr @param {string} category @param {boolean} notFound
 */
function failing(lhr, category, notFound) {
  const failed = [];
  for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[id];
    // Lighthouse scores an informative audit 1, and one that does not apply null.
    if (!audit || audit.score === null || audit.score >= 1) continue;
    const items = itemsOf(audit.details);
    const accepts = notFound ? EXPECTED_ON_404[id] : undefined;
    if (accepts && items.every((item) => accepts(item, lhr.finalDisplayedUrl))) excused.add(id);
    else failed.push(`${id} (${audit.title})${examples(items)}`);
  }
  return failed;
}

/** Requests to any origin but ours. @param {Result} lhr @param {string} origin */
function thirdParty(lhr, origin) {
  return itemsOf(lhr.audits["network-requests"]?.details)
    .map((item) => String(item.url ?? ""))
    .filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
}

const server = await serveBuild();
const { origin } = server;
// Puppeteer ends the browser however this script ends (an error, Ctrl-C, SIGTERM).
const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/**
 * One Lighthouse run. A run that fails to record its trace (NO_NAVSTART and the
 * like, seen on a busy machine) is tried again, twice at most.
 * @param {string} url @param {boolean} notFound
 * @returns {Promise<Result>}
 */
async function audit(url, notFound) {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage();
    const result = await lighthouse(
      url,
      {
        ignoreStatusCode: notFound,
        // The full-page screenshot is only for the HTML report; skipping it saves ~2 s a run.
        disableFullPageScreenshot: true,
        onlyCategories: withPerf ? ["performance", ...CATEGORIES] : CATEGORIES,
      },
      // Without Performance nothing is timed, and every page is static HTML whose code
      // loads only when used: once it has loaded there is nothing more to wait for, and
      // Lighthouse's default pauses (a second after the first paint, after the load, of
      // a quiet network and CPU) were half of each run, idle.
      withPerf ? undefined : { extends: "lighthouse:default", settings: NO_PAUSES },
      page,
    ).finally(() => page.close());
    if (result && !result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) {
      throw new Error(
        `Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? "no result"}`,
      );
    }
  }
}

/** @type {Record<string, string | number>[]} */
const table = [];
/** @type {string[]} */
const misses = [];
const loadBefore = loadavg()[0] ?? 0;
try {
  const reportDir = join(import.meta.dirname, "../../reports/lighthouse");
  mkdirSync(reportDir, { recursive: true });

  // Routes named on the command line (`npm run audit -- / /join`), else every one.
  const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const routes = builtPages().filter(({ route }) => only.length === 0 || only.includes(route));
  for (const { route } of routes) {
    const notFound = isNotFound(route);
    // What an unknown path gets (each /404 itself is served with status 404 too).
    const url = `${origin}${notFound ? route.replace(/404$/, "no-such-page") : route}`;
    /** @type {Result[]} */
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(url, notFound));
    const median = withPerf ? computeMedianRun(results) : /** @type {Result} */ (results[0]);
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
    writeFileSync(join(reportDir, `${name}.json`), JSON.stringify(median));

    /** @type {Record<string, string | number>} */
    const row = { route };
    // Deterministic categories: every run must pass, so a flake cannot hide.
    for (const category of CATEGORIES) {
      const scores = results.map((lhr) => lhr.categories[category]?.score ?? 0);
      const worst = /** @type {Result} */ (results[scores.indexOf(Math.min(...scores))]);
      const failed = failing(worst, category, notFound);
      const score = points(Math.min(...scores));
      row[category] = failed.length === 0 && score !== 100 ? `${score}*` : score;
      if (failed.length > 0) misses.push(`${route} ${category}: ${failed.join(", ")}`);
    }
    if (withPerf) {
      const perf = median.categories.performance?.score ?? 0;
      const hasCode = itemsOf(median.audits["network-requests"]?.details).some(
        (item) => item.resourceType === "Script",
      );
      const perfBudget = hasCode ? PERF_BUDGET.withCode : PERF_BUDGET.withoutCode;
      if (perf < perfBudget)
        misses.push(`${route}: Performance ${points(perf)} < ${points(perfBudget)}`);
      row.perf = points(perf);
      row.runs = results.map((lhr) => points(lhr.categories.performance?.score)).join("/");
      for (const { id, name, budget, show } of METRICS) {
        const value = median.audits[id]?.numericValue ?? Infinity;
        row[name] = show(value);
        if (value > budget) misses.push(`${route}: ${name} ${show(value)} > ${show(budget)}`);
      }
      const bench = results.map((lhr) => lhr.environment.benchmarkIndex).sort((a, b) => a - b);
      row["CPU bench"] = Math.round(bench[Math.floor(bench.length / 2)] ?? 0);
    }
    const foreign = [...new Set(results.flatMap((lhr) => thirdParty(lhr, origin)))];
    row["third-party"] = foreign.length;
    foreign.forEach((url) => misses.push(`${route}: third-party request ${url}`));
    table.push(row);
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(
  `Lighthouse ${withPerf ? `(mobile, simulated throttling, median of ${runs} runs)` : "(Performance skipped)"}: ` +
    "Accessibility, Best Practices, SEO = 100" +
    (withPerf
      ? `; Performance ${points(PERF_BUDGET.withoutCode)} without script, ≥ ${points(PERF_BUDGET.withCode)} with; ` +
        METRICS.map(({ name, budget, show }) => `${name} ≤ ${show(budget)}`).join(", ")
      : ""),
);
console.table(table);
if (excused.size > 0) {
  console.log(
    `* the not-found pages answer 404 with noindex by design; excused there: ${[...excused].join(", ")}.`,
  );
}
if (withPerf) {
  const load = `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`;
  console.log(`Machine load average (1 min) during the runs: ${load}.`);
}
if (misses.length > 0) {
  console.error(`audit: ${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log(`audit: all ${table.length} routes within budget`);
