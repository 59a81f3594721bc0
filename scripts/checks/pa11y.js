// @ts-check
/**
 * `npm run check:a11y`: pa11y with HTML_CodeSniffer, standard WCAG2AA, on every
 * prerendered page and on the not-found page at an unknown URL (where visitors meet it,
 * with status 404), on the build in BUILD_DIR (else ./build) served by the project's
 * server. One system Chromium serves every page; each page is loaded, and hydrated if it
 * has code, before the sniffs run. Only issues of type "error" fail; warnings and notices
 * (things a person has to judge) are counted, and listed with `--verbose`. Prints a
 * table per page and every error. (Lighthouse's Accessibility is axe's rules; these are
 * another engine's. Broken links are tests/html/links.test.ts's.)
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { clientDir } from "../make-site/files.js";
import { builtPages, isNotFound } from "../make-site/pages.js";
import { CHROMIUM_ARGS, chromiumPath } from "../test-runner/chromium.js";
import { everyIslandHydrated, useEveryIsland } from "../../tests/support/islands-in-use.js";
import { serveBuild } from "../test-runner/serve-build.js";

/**
 * Where each language's not-found page is checked: any unknown path under its prefix
 * gets it, with status 404 ("/no-such-page", "/es/no-such-page").
 * @param {string} route "/404", "/es/404"
 */
const unknownPathFor = (route) => route.replace(/404$/, "no-such-page");
/** pa11y's own default viewport, set before the page loads so nothing reflows after. */
const VIEWPORT = { width: 1280, height: 1024 };
const HYDRATION_TIMEOUT = 15_000;
const verbose = process.argv.includes("--verbose");

/**
 * What pa11y (untyped) gives back for a page.
 * @typedef {{ code: string, type: "error" | "warning" | "notice", typeCode: number,
 *   message: string, context: string | null, selector: string, runner: string }} Issue
 * @typedef {{ documentTitle: string, pageUrl: string, issues: Issue[] }} Pa11yResult
 */
/** pa11y ships no types: required through this typed door. */
const pa11y = /** @type {(url: string, options: object) => Promise<Pa11yResult>} */ (
  createRequire(import.meta.url)("pa11y")
);

if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`check:a11y: no build in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

const pages = builtPages().map(({ route }) => ({
  route,
  /** The path the page is checked at. */
  path: isNotFound(route) ? unknownPathFor(route) : route,
}));

const server = await serveBuild();
const { origin } = server;
/** @type {Map<string, Issue[]>} issues per checked path */
const issuesByPath = new Map();
/** @type {string[]} what kept a check from running as it should (a status, no hydration) */
const problems = [];
const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
  headless: true,
});
try {
  // pa11y: one tab at a time in the one browser.
  for (const { route, path } of pages) {
    const url = `${origin}${path}`;
    const page = await browser.newPage();
    try {
      await page.setViewport(VIEWPORT);
      const response = await page.goto(url, { waitUntil: "networkidle2" });
      const expected = isNotFound(route) ? 404 : 200;
      if (response?.status() !== expected) {
        problems.push(`${path}: status ${response?.status()}, expected ${expected}`);
      }
      if ((await page.$("[data-island]")) !== null) {
        // As a visitor would use them: the islands load their code, and hydrate.
        await page.evaluate(useEveryIsland);
        await page
          .waitForFunction(everyIslandHydrated, { timeout: HYDRATION_TIMEOUT })
          .catch(() => problems.push(`${path}: not hydrated within ${HYDRATION_TIMEOUT / 1000} s`));
      }
      const result = await pa11y(url, {
        browser,
        page,
        ignoreUrl: true,
        runners: ["htmlcs"],
        standard: "WCAG2AA",
        includeWarnings: true,
        includeNotices: true,
        viewport: VIEWPORT,
      });
      issuesByPath.set(path, result.issues);
    } catch (error) {
      problems.push(`${path}: ${error instanceof Error ? error.message : error}`);
    } finally {
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

/** @param {Issue[]} issues @param {Issue["type"]} type */
const ofType = (issues, type) => issues.filter((issue) => issue.type === type);

console.log(
  `pa11y (HTML_CodeSniffer, WCAG2AA, ${VIEWPORT.width}×${VIEWPORT.height}): ` +
    "errors fail, warnings and notices are for a person to judge",
);
console.table(
  pages.map(({ path }) => {
    const issues = issuesByPath.get(path) ?? [];
    return {
      page: path,
      "pa11y errors": ofType(issues, "error").length,
      warnings: ofType(issues, "warning").length,
      notices: ofType(issues, "notice").length,
    };
  }),
);

/** @param {string} path @param {Issue} issue */
const describe = (path, issue) =>
  `${path} [${issue.type}] ${issue.code}\n    at ${issue.selector}\n    ${issue.message}` +
  (issue.context ? `\n    ${issue.context.replace(/\s+/g, " ").slice(0, 200)}` : "");

const errors = [...issuesByPath].flatMap(([path, issues]) =>
  ofType(issues, "error").map((issue) => describe(path, issue)),
);
if (verbose) {
  const others = [...issuesByPath].flatMap(([path, issues]) =>
    issues.filter((issue) => issue.type !== "error").map((issue) => describe(path, issue)),
  );
  if (others.length > 0) console.log(`\npa11y warnings and notices:\n  ${others.join("\n  ")}`);
}
if (errors.length > 0) console.error(`\npa11y errors:\n  ${errors.join("\n  ")}`);

if (problems.length > 0)
  console.error(`\nCould not check as intended:\n  ${problems.join("\n  ")}`);

if (errors.length > 0 || problems.length > 0) {
  console.error(
    `\ncheck:a11y: ${errors.length} pa11y error(s)` +
      (problems.length > 0 ? `, ${problems.length} problem(s)` : ""),
  );
  process.exit(1);
}
console.log(`check:a11y: no pa11y error on ${pages.length} pages`);
