// @ts-check
/**
 * `npm run check:a11y-links`: two third-party checks that must report nothing on the
 * build in BUILD_DIR (else ./build), served by the project's server.
 *
 * - pa11y with HTML_CodeSniffer, standard WCAG2AA, on every prerendered page and on the
 *   not-found page at an unknown URL (where visitors meet it, with status 404). One
 *   system Chromium serves every page; each page is loaded, and hydrated if it has code,
 *   before the sniffs run. Only issues of type "error" fail; warnings and notices (things
 *   a person has to judge) are counted, and listed with `--verbose`.
 * - linkinator with fragment checking, crawling the site recursively from `/`: every
 *   same-origin link and asset must answer 2xx and every `#fragment` must name an id on
 *   its page. Other hosts (the photo host, the canonical domain) and mailto: links are
 *   skipped. linkinator 7 checks a fragment only if it has seen it when its target page
 *   comes back, so a link to `/page#x` found after /page was fetched goes unchecked; each
 *   page the crawl reached, and each built page, is therefore also checked on its own
 *   (its links and fragments only), which catches every fragment and names the page that
 *   holds the link.
 *
 * Prints a table per page and every error and broken link; exits non-zero when pa11y
 * reports an error or linkinator a broken same-origin link or fragment.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { check as checkLinks, LinkChecker, LinkState } from "linkinator";
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
 * @typedef {import("linkinator").LinkResult} LinkResult
 */
/** pa11y ships no types: required through this typed door. */
const pa11y = /** @type {(url: string, options: object) => Promise<Pa11yResult>} */ (
  createRequire(import.meta.url)("pa11y")
);

if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`check:a11y-links: no build in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

const pages = builtPages().map(({ route }) => ({
  route,
  /** The path the page is checked at. */
  path: isNotFound(route) ? unknownPathFor(route) : route,
}));

const server = await serveBuild();
const { origin } = server;
/** @param {string} href */
const sameOrigin = (href) => URL.canParse(href) && new URL(href).origin === origin;
/** Other hosts are not this site's to check (and are unreachable here). */
const linksToSkip = async (/** @type {string} */ href) => !sameOrigin(href);
/**
 * What both linkinator passes share. `cleanUrls` resolves links as browsers do: without
 * it linkinator takes /vision for a folder, and `#main` on it for /vision/#main.
 * @type {Omit<import("linkinator").CheckOptions, "path">}
 */
const LINK_OPTIONS = {
  checkFragments: true,
  cleanUrls: true,
  linksToSkip,
  concurrency: 10,
  timeout: 10_000,
};
/** A same-origin URL as a site path, for tables; anything else as it is. */
const sitePath = (/** @type {string | undefined} */ href) =>
  href && sameOrigin(href) ? href.slice(origin.length) || "/" : (href ?? "?");

/** @type {Map<string, Issue[]>} issues per checked path */
const issuesByPath = new Map();
/** @type {string[]} what kept a check from running as it should (a status, no hydration) */
const problems = [];
/** @type {LinkResult[]} */
let broken = [];
/** @type {Set<string>} every page the crawl from / parsed (a 404 page too) */
const crawled = new Set();
/** @type {Set<string>} those of them that answered 2xx */
const reached = new Set();

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

  // linkinator: the crawl from "/" (which also finds the pages), then every page on its own.
  const crawler = new LinkChecker();
  // Typed as a string, emitted as a URL: String() gives the href of either.
  crawler.on("pagestart", (url) => crawled.add(String(url)));
  const crawl = await crawler.check({
    ...LINK_OPTIONS,
    path: `${origin}/`,
    recurse: true,
  });
  for (const link of crawl.links) {
    if (link.state === LinkState.OK && crawled.has(link.url)) reached.add(link.url);
  }
  const perPage = [...new Set([...pages.map(({ path }) => `${origin}${path}`), ...reached])];
  /** @type {LinkResult[]} */
  const found = crawl.links.filter(
    // Its fragment reports may name the wrong page and miss some: the pass below has
    // them. A page's link to itself (`#main`) only repeats where the page is linked.
    (link) => !link.url.includes("#") && link.url !== link.parent,
  );
  for (const pageUrl of perPage) {
    const { links } = await checkLinks({
      ...LINK_OPTIONS,
      path: pageUrl,
      recurse: false,
    });
    // The page's own status is pa11y's to check (the not-found page answers 404 by
    // design, also to its own `#main`, whose id linkinator then does not look up);
    // a broken fragment of the page's own has no parent: it is the page's.
    found.push(
      ...links
        .filter((link) => link.url !== pageUrl)
        .map((link) => ({ ...link, parent: link.parent ?? pageUrl })),
    );
  }
  const seen = new Set();
  broken = found.filter((link) => {
    const key = `${link.url} ${link.parent}`;
    if (link.state !== LinkState.BROKEN || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
} finally {
  await browser.close();
  await server.close();
}

/** @param {Issue[]} issues @param {Issue["type"]} type */
const ofType = (issues, type) => issues.filter((issue) => issue.type === type);

console.log(
  `pa11y (HTML_CodeSniffer, WCAG2AA, ${VIEWPORT.width}×${VIEWPORT.height}): ` +
    "errors fail, warnings and notices are for a person to judge; linkinator " +
    `(--check-fragments, recursive from /, same-origin only): ${reached.size} pages reached`,
);
console.table(
  pages.map(({ path }) => {
    const issues = issuesByPath.get(path) ?? [];
    return {
      page: path,
      "pa11y errors": ofType(issues, "error").length,
      warnings: ofType(issues, "warning").length,
      notices: ofType(issues, "notice").length,
      "broken links": broken.filter((link) => sitePath(link.parent) === path).length,
    };
  }),
);

const reachedPaths = [...reached].map(sitePath);
const notBuilt = reachedPaths.filter((path) => !pages.some((page) => page.path === path));
if (notBuilt.length > 0) console.log(`Reached from / but not a built page: ${notBuilt.join(", ")}`);
const notLinked = pages
  .map(({ path }) => path)
  .filter((path) => !path.endsWith("/no-such-page") && !reachedPaths.includes(path));
if (notLinked.length > 0) console.log(`Built but not reached from /: ${notLinked.join(", ")}`);

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

/** @param {LinkResult} link */
const reason = (link) =>
  (link.failureDetails ?? [])
    .map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`))
    .join("; ") || `status ${link.status}`;
if (broken.length > 0) {
  console.error(
    `\nBroken links:\n  ${broken
      .map((link) => `${sitePath(link.url)} on ${sitePath(link.parent)}: ${reason(link)}`)
      .join("\n  ")}`,
  );
}
if (problems.length > 0)
  console.error(`\nCould not check as intended:\n  ${problems.join("\n  ")}`);

if (errors.length > 0 || broken.length > 0 || problems.length > 0) {
  console.error(
    `\ncheck:a11y-links: ${errors.length} pa11y error(s), ${broken.length} broken link(s)` +
      (problems.length > 0 ? `, ${problems.length} problem(s)` : ""),
  );
  process.exit(1);
}
console.log(`check:a11y-links: no pa11y error and no broken link on ${pages.length} pages`);
