// @ts-check
/**
 * `npm test`: unit and component tests, the production build, the budgets and
 * checks that read it (sizes, HTML validity, Lighthouse, pa11y and links, a renamed
 * build), then the browser tests against it: Playwright in Chromium, then the
 * cross-engine journeys in Firefox and WebKit. Ends with one line: "N passed, N failed".
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

/** @type {{ step: string, passed: number, failed: number, skipped?: number }[]} */
const results = [];

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const child = spawnSync(command, args, { stdio: "inherit", env: process.env });
  return child.status ?? 1;
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

mkdirSync("test-results", { recursive: true });

// 1. Unit and component tests (Vitest).
rmSync("test-results/unit.json", { force: true });
const unitStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/unit.json",
]);
const unit = readJson("test-results/unit.json");
results.push({
  step: "unit",
  passed: unit?.numPassedTests ?? 0,
  failed: unit ? unit.numFailedTests + (unitStatus !== 0 && unit.numFailedTests === 0 ? 1 : 0) : 1,
});

// 2. The production build, then the checks that read it (one "test" each).
for (const [step, command, args] of /** @type {[string, string, string[]][]} */ ([
  ["build", "npm", ["run", "build"]],
  ["size budgets", "node", ["scripts/size.js"]],
  ["HTML validity", "node", ["scripts/validate-html.js"]],
  // Lighthouse's deterministic categories (Accessibility, Best Practices, SEO);
  // Performance depends on the machine and is reported by `npm run audit`.
  ["Lighthouse", "node", ["scripts/audit.js", "--no-perf"]],
  // pa11y (HTML_CodeSniffer, WCAG2AA) and linkinator --check-fragments on every page.
  ["pa11y, links", "node", ["scripts/check-a11y-links.js"]],
  // The school renamed with SITE_NAME, in a build of its own: no trace of the old name.
  ["rename", "node", ["scripts/check-rename.js"]],
])) {
  const status = run(command, args);
  results.push({ step, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
  if (step === "build" && status !== 0) break;
}

// 3. Browser tests (Playwright, system Chromium, our own server).
if (results.every((result) => result.step !== "build" || result.failed === 0)) {
  rmSync("test-results/e2e.json", { force: true });
  const e2eStatus = run("npx", ["playwright", "test"]);
  const stats = readJson("test-results/e2e.json")?.stats;
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  const failed =
    (stats?.unexpected ?? 0) + (!stats || (e2eStatus !== 0 && !stats.unexpected) ? 1 : 0);
  results.push({ step: "browser", passed, failed });

  // 4. The same visitor journeys in Firefox and WebKit (one result row per engine).
  rmSync("test-results/engines.json", { force: true });
  const enginesStatus = run("npx", ["vitest", "run", "--config", "vitest.engines.config.ts"]);
  const files = readJson("test-results/engines.json")?.testResults ?? [];
  for (const engine of ["firefox", "webkit"]) {
    const file = files.find((/** @type {{ name: string }} */ entry) =>
      entry.name.endsWith(`/${engine}.test.ts`),
    );
    /** @param {string} status */
    const count = (status) =>
      (file?.assertionResults ?? []).filter(
        (/** @type {{ status: string }} */ entry) => entry.status === status,
      ).length;
    // No report, or a file that failed outside its tests, is a failure too.
    const broken = !file || (file.status !== "passed" && count("failed") === 0);
    results.push({
      step: `browser ${engine}`,
      passed: count("passed"),
      failed: count("failed") + (broken ? 1 : 0),
      skipped: count("skipped") + count("pending"),
    });
  }
  if (enginesStatus !== 0 && results.slice(-2).every((result) => result.failed === 0)) {
    results.push({ step: "browser engines", passed: 0, failed: 1 });
  }
}

console.log("\nSummary");
for (const { step, passed, failed, skipped } of results) {
  console.log(
    `  ${step.padEnd(16)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed` +
      (skipped ? ` ${String(skipped).padStart(3)} skipped` : ""),
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
