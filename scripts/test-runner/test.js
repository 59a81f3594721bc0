// @ts-check
/**
 * `npm test`: everything, from a fresh clone. First the system packages the tests need
 * (installed when this runs as root or with sudo, otherwise the one command to run); then
 * the stages, never more than the machine's cores at once (stages.js): the build, the unit
 * tests, the browser journeys against the build (Playwright in Chromium and nginx; WebKit;
 * Firefox), the checks that read it (Lighthouse, sizes, the served pages' facts, HTML
 * validity), the one-edit variant and the container image. Ends with a table of every
 * stage's results and wall time, then "N passed, N failed".
 *
 * TEST_ALSO_NODE=/path/to/node adds the server's and the commands' unit tests on that
 * Node.js (CI: the next LTS line), and the variant is built on it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname } from "node:path";
import { errorLine, playwrightTitles, readJson, vitestFailures } from "./reports.js";
import { runStages } from "./stages.js";
import { ensureSystemTools } from "./system-tools.js";
import { checkToolVersions } from "./tool-versions.js";

/** @typedef {import("./stages.js").Count} Count */

/** What a run that left no report counts: one failure, whatever its exit code. */
const NO_REPORT = { passed: 0, failed: 1 };

/** A Vitest JSON report's counts. @param {string} file @returns {Count} */
function vitestCount(file) {
  const report = readJson(file);
  if (!report) return NO_REPORT;
  const {
    numPassedTests: passed = 0,
    numFailedTests: failed = 0,
    numPendingTests: skipped,
  } = report;
  return { passed, failed, skipped, failures: vitestFailures(report) };
}

/** A Playwright JSON report's counts. @param {string} file @returns {Count} */
function playwrightCount(file) {
  const { stats, suites = [] } = readJson(file) ?? {};
  if (!stats) return NO_REPORT;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures: playwrightTitles(suites, "unexpected"),
    flaky: playwrightTitles(suites, "flaky"),
  };
}

console.log(`npm test on Node.js ${process.version} (${process.execPath})`);
ensureSystemTools();
// Each tool's version; a tool too old to drive stops the run here, with one line.
const versions = checkToolVersions();
// No report of an earlier run can stand for this one's.
for (const file of existsSync("test-results") ? readdirSync("test-results") : []) {
  if (file.endsWith(".json")) rmSync(`test-results/${file}`);
}

/**
 * The system tools each row of the summary ran on, named there with their versions.
 * @type {Record<string, import("./system-tools.js").ToolId[]>}
 */
const RAN_ON = {
  browser: ["chromiumShell", "nginx"],
  look: ["chromiumShell"],
  "browser firefox": ["firefox"],
  "browser webkit": ["miniBrowser"],
  "size budgets": ["chromiumShell"],
  "HTML validity": ["java"],
  Lighthouse: ["chromium"],
  "one-edit variant": ["chromiumShell"],
};

/**
 * A Vitest project's run (of `files` only, when given) and its results, from its JSON
 * report (test-results/<report>.json).
 * @param {string} project @param {string} [report] @param {string[]} files
 */
const vitest = (project, report = project, ...files) => ({
  command: [
    "npx",
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=test-results/${report}.json`,
    ...files,
  ],
  count: () => vitestCount(`test-results/${report}.json`),
});

/**
 * In order of priority (scripts/test-runner/stages.js): the two-core stages first, then
 * the one-core ones, longest first, so they pair up on two cores. `cores` is how many
 * cores a stage keeps busy (its test workers: the runner passes it as TEST_WORKERS, which
 * the Playwright and Vitest configs read).
 * @type {import("./stages.js").Stage[]}
 */
const STAGES = [
  { name: "build", command: ["npm", "run", "build"], cores: 2 },
  { name: "unit", ...vitest("unit"), cores: 2 },
  // Playwright in Chromium, and the nginx smoke test (playwright.config.ts).
  {
    name: "browser",
    command: ["npx", "playwright", "test"],
    after: ["build"],
    cores: 2,
    count: () => playwrightCount("test-results/e2e.json"),
  },
  // How the site looks, against its screenshots, in a copy of the project with the look's
  // own words (scripts/checks/look.js): built there, so it needs no other stage.
  {
    name: "look",
    command: ["node", "scripts/checks/look.js"],
    // Its copy's build fails where the project's does: it waits, so a failure is said once.
    after: ["build"],
    count: () => playwrightCount("test-results/look.json"),
  },
  // The same visitor journeys in Firefox and in WebKit: a stage each, so each engine's
  // core is free for the next stage when it ends. Each serves the build on a port of its
  // own.
  .../** @type {const} */ (["webkit", "firefox"]).map((engine, index) => ({
    name: `browser ${engine}`,
    ...vitest("engines", `engines-${engine}`, `tests/engines/${engine}`),
    // Without the screenshots made for people to look at (README): nothing compares them.
    env: {
      ENGINE_SCREENSHOTS: "0",
      TEST_ENGINES_PORT: String(Number(process.env.TEST_PORT ?? 4300) + 10 + index),
    },
    after: ["build"],
  })),
  // Lighthouse's deterministic categories (Accessibility, Best Practices, SEO);
  // Performance depends on the machine and is reported by `npm run audit`.
  {
    name: "Lighthouse",
    command: ["node", "scripts/checks/audit.js", "--no-perf"],
    after: ["build"],
  },
  // The school renamed, next year's admissions and a new language, in one copy of the
  // project built once (on TEST_ALSO_NODE when set): no trace of the old name or cycle,
  // and the new language's browser tests and served pages.
  {
    name: "one-edit variant",
    command: ["node", "scripts/checks/variant.js"],
    after: ["build"],
    count: () => playwrightCount("test-results/pseudo.json"),
  },
  { name: "size budgets", command: ["node", "scripts/checks/size.js"], after: ["build"] },
  // The facts of the served pages, read from the server without a browser.
  { name: "built HTML", ...vitest("html"), after: ["build"] },
  { name: "HTML validity", command: ["node", "scripts/checks/validate-html.js"], after: ["build"] },
  // The Dockerfile, built and run where a container engine works; skipped, with the
  // reason, where none does.
  { name: "container image", ...vitest("container") },
];

// The code that runs on Node.js itself (the server and the project's commands) tested on
// a second Node.js too; the variant check builds the site on it.
const otherNode = process.env.TEST_ALSO_NODE;
if (otherNode) {
  const version = execFileSync(otherNode, ["--version"], { encoding: "utf8" }).trim();
  const major = version.split(".")[0] ?? version;
  const { command, count } = vitest("unit", `unit-${major}`, "server", "scripts");
  STAGES.push({
    name: `unit on Node.js ${major}`,
    command: [otherNode, "node_modules/vitest/vitest.mjs", ...command.slice(2)],
    // Tools that start `node` by name find this one first.
    env: { PATH: `${dirname(otherNode)}:${process.env.PATH}` },
    count,
  });
}

const started = Date.now();
// The machine's cores, never more: every stage is bound by the CPU, and a stage started
// on a busy core only makes another's timeouts fire (docs/decisions/0024-half-the-time.md).
const cores = Math.min(Number(process.env.TEST_CORES) || Infinity, availableParallelism());
const rows = await runStages(STAGES, { cores });

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(", ");
console.log(
  `\nSummary (${availableParallelism()} cores, stages up to ${cores} cores' worth at once, ` +
    `${Math.round((Date.now() - started) / 1000)} s in all, load average ${load})`,
);
console.table(
  rows.map(({ name, passed, failed, skipped, seconds, cpu }) => ({
    stage: name,
    passed,
    failed,
    skipped: skipped ?? 0,
    "wall time": `${seconds} s`,
    // Stages share the cores, so wall times overlap; CPU time is what each one costs.
    "CPU time": cpu === undefined ? "" : `${cpu} s`,
    "ran on": (RAN_ON[name] ?? []).map((id) => versions.get(id)).join(", "),
  })),
);
console.log(`CPU time in all: ${rows.reduce((sum, row) => sum + (row.cpu ?? 0), 0)} s`);
// The failed tests by name, here at the end, where a log's last lines are read first; a
// stage that failed outside any test (the build that refuses a word the spec fixes), by
// what it said.
const failures = rows.flatMap((row) => {
  if (row.failed > 0 && !row.failures?.length) {
    const log = `test-results/logs/${row.name.replaceAll(/\W+/g, "-")}.log`;
    const said = existsSync(log) ? errorLine(readFileSync(log, "utf8")) : undefined;
    return [`${row.name}: ${said ?? "failed (its log is above)"}`];
  }
  return (row.failures ?? []).map((title) => `${row.name}: ${title}`);
});
for (const title of failures.slice(0, 30)) console.log(`✗ ${title}`);
if (failures.length > 30) console.log(`✗ … and ${failures.length - 30} more`);
// Passed on a retry (a test that allows one says why): counted as passed, named here.
for (const row of rows)
  for (const title of row.flaky ?? []) console.log(`~ flaky, ${row.name}: ${title}`);
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
