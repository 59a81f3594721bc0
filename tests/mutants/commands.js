// @ts-check
/**
 * What a fault of check:mutants is (scripts/checks/mutants.js), and the suite's stages as
 * commands narrowed to the files and tests that should catch one: the same tools as
 * `npm test` runs (scripts/test-runner/test.js), from node_modules/.bin.
 */

/**
 * One rule broken by one exact text edit.
 * @typedef {object} Fault
 * @property {string} id
 * @property {string} rule the spec's words (§ section of SPEC.md), or the fault path
 * @property {string} file relative to the project
 * @property {string} find the text replaced: it must be in `file` exactly once
 * @property {string} replace
 * @property {string[][]} run the commands that should catch it; caught when one fails
 */

/** The build itself, which refuses what breaks a rule of the content (the spec's words and figures, the form's limits). */
export const build = () => ["build"];

/** The code's own tests (no build). @param {string[]} files */
export const unit = (...files) => ["vitest", "run", "--project", "unit", ...files];

/** The served pages' facts, read without a browser. @param {string} file @param {string} [name] the tests whose names match */
export const html = (file, name) => [
  "vitest",
  "run",
  "--project",
  "html",
  `tests/html/${file}`,
  ...(name ? ["-t", name] : []),
];

/** A Playwright file in its project. @param {string} file @param {"phone" | "desktop"} project @param {string} [grep] */
export const browser = (file, project, grep) => [
  "playwright",
  "test",
  `tests/e2e/${file}`,
  `--project=${project}`,
  ...(grep ? ["-g", grep] : []),
];

/** A Playwright project with a file of its own (the look, nginx). @param {string} project @param {string} grep */
export const project = (project, grep) => [
  "playwright",
  "test",
  `--project=${project}`,
  "-g",
  grep,
];
