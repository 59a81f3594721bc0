// @ts-check
/**
 * `npm run check:edits`: the office's edits go live with no developer. In a copy of the
 * project (build-edits/project), the edits of tests/edits/office-edits.js, each as the
 * editor at /admin saves it, then the whole suite on the copy (`npm test`), which must
 * pass. Not part of `npm test` (it is `npm test` again, on other content).
 *
 *   npm run check:edits                the edits, then npm test on them
 *   npm run check:edits -- --mutants   the edits, then every planted fault on top of them
 *                                      (npm run check:mutants in the copy)
 *
 * TEST_PORT + 100 for the copy's servers, so it may run beside the project's own suite.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { cycleProblems } from "../../app/content/admissions-cycle.ts";
import { checkCatalogs } from "../../app/content/catalog.js";
import { locales } from "../../app/content/locales.ts";
import { specProblems } from "../../app/content/spec-words.ts";
import { tourProblems } from "../../app/content/tour-rules.ts";
import { OFFICE_EDITS } from "../../tests/edits/office-edits.js";
import { commitCopy, copyProject } from "./project-copy.js";

const root = resolve(import.meta.dirname, "../..");
const DIR = "build-edits";
const { mutants } = parseArgs({ options: { mutants: { type: "boolean" } } }).values;

const copy = copyProject(join(DIR, "project"));
// Its own node_modules, hard links to the project's (no copying, no download): the suite it
// runs serves files from there (the development server serves only what is inside the project).
execFileSync("cp", ["-al", join(root, "node_modules"), join(copy, "node_modules")]);
for (const edited of OFFICE_EDITS) {
  const { what, file, edit } = edited;
  const path = join(copy, file);
  const before = readFileSync(path, "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`check:edits: "${what}" changed nothing`);
  writeFileSync(path, after);
  // A file the edit brings with it (an uploaded photo).
  const added = "adds" in edited ? await edited.adds() : {};
  for (const [name, bytes] of Object.entries(added)) {
    mkdirSync(dirname(join(copy, name)), { recursive: true });
    writeFileSync(join(copy, name), bytes);
  }
  console.log(`check:edits: ${what}`);
}
// Each edit is one the editor accepts: its field types' checks (admin/field-checks.ts) are
// these, and the suite need not pass on what the office cannot save.
const json = (/** @type {string} */ file) => JSON.parse(readFileSync(join(copy, file), "utf8"));
const catalogs = locales.map(({ code }) => ({
  code,
  file: `app/content/${code}/messages.json`,
  tree: json(`app/content/${code}/messages.json`),
}));
const refused = [
  ...checkCatalogs(catalogs).problems,
  ...specProblems(catalogs[0]?.tree),
  ...cycleProblems(json("app/content/dates.json")).map(({ message }) => message),
  ...tourProblems(
    Object.fromEntries(locales.map(({ code }) => [code, json(`app/content/${code}/tour.json`)])),
    Object.fromEntries(locales.map(({ code, name }) => [code, name])),
  ).flatMap(({ problems }) => problems.map(({ message }) => message)),
];
if (refused.length > 0) {
  console.error(`check:edits: the editor would refuse these edits:\n  ${refused.join("\n  ")}`);
  process.exit(1);
}

// A repository of its own: the suite copies the project again (the look, the variant, the
// faults), from what git lists.
commitCopy(copy, "The office's edits");

const script = mutants ? "check:mutants" : "test";
console.log(`check:edits: ${OFFICE_EDITS.length} edits in ${DIR}/project; npm run ${script} there`);
const run = spawnSync("npm", ["run", script], {
  cwd: copy,
  stdio: "inherit",
  env: { ...process.env, TEST_PORT: String(Number(process.env.TEST_PORT ?? 4300) + 100) },
});
if (run.status === 0) rmSync(join(root, DIR), { recursive: true, force: true });
else
  console.error(
    `check:edits: npm run ${script} failed on the office's edits (the copy stays in ${DIR}/)`,
  );
process.exit(run.status ?? 1);
