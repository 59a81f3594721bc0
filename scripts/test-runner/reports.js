// @ts-check
/**
 * The JSON reports Vitest and Playwright write, read back: which tests failed, by name.
 * `npm test` (test.js) lists them under its summary; `npm run check:mutants`
 * (scripts/checks/mutants.js) names the tests that caught each fault.
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";

/** A JSON file, or undefined if it is missing or not JSON. @param {string} file */
export function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ name: string, status?: string, assertionResults?: { status: string, fullName: string }[] }} VitestFile
 */

/**
 * The failed tests of a Vitest JSON report, as "file: full name".
 * @param {{ testResults?: VitestFile[] } | undefined} report
 * @returns {string[]}
 */
export const vitestFailures = (report) =>
  (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((result) => result.status === "failed")
      .map((result) => `${basename(file.name)}: ${result.fullName}`),
  );

/**
 * The titles of a Playwright JSON report's tests with a given status, as "[project] file ›
 * title".
 * @typedef {{ title: string, file?: string, specs?: { title: string, file: string, tests: { projectName: string, status: string }[] }[], suites?: Suite[] }} Suite
 * @param {Suite[]} suites @param {"unexpected" | "flaky"} status failed, or passed on a retry
 * @returns {string[]}
 */
export const playwrightTitles = (suites, status) =>
  suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((entry) => entry.status === status)
        .map((entry) => `[${entry.projectName}] ${spec.file} › ${spec.title}`),
    ),
    ...playwrightTitles(suite.suites ?? [], status),
  ]);

/**
 * What a command that failed outside any test said: its error's line (Vite's, Node's), and
 * the next one when the error's line only introduces it ("The specification's words:").
 * @param {string} output
 * @returns {string | undefined}
 */
export function errorLine(output) {
  const lines = output.split("\n").map((line) => line.trim());
  const at = lines.findIndex((line) => /^(?:\w*Error|error)\b.*:/.test(line));
  if (at < 0) return undefined;
  const said = lines[at]?.endsWith(":") ? `${lines[at]} ${lines[at + 1]}` : (lines[at] ?? "");
  return said.slice(0, 240);
}
