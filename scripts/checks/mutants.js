// @ts-check
/**
 * `npm run check:mutants`: coverage proven, not counted. For each fault of
 * tests/mutants/ (one rule of the spec, or one fault path, broken by one exact
 * text edit), a copy of the project (build-mutants/<id>) gets the fault, is built when the
 * fault is in what the build reads, and runs the part of the suite that should catch it.
 * Caught: a command fails, and the report names the tests that failed. First, a control:
 * every command, once, on an unmutated copy, must pass (a command that fails anyway proves
 * nothing). Ends with a table (fault, rule, caught, by which tests, seconds); exits 1 if a
 * fault survives.
 *
 *   npm run check:mutants                  every fault
 *   npm run check:mutants -- --only <id>   one fault (and the control of its commands)
 *
 * Each command's output goes to test-results/mutants/<id>.log. TEST_PORT (+40) and
 * TEST_WORKERS (default 2) as for npm test; the copies go when every fault is caught.
 *
 * Adding a fault: the rule, the smallest edit that breaks it as a real mistake would
 * (text that is in its file once), and the narrowest command that should fail, in
 * tests/mutants/spec-rules.js (the spec's words) or tests/mutants/fault-paths.js; then run it alone.
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { errorLine, playwrightTitles, readJson, vitestFailures } from "../test-runner/reports.js";
import { PATH_FAULTS } from "../../tests/mutants/fault-paths.js";
import { SPEC_FAULTS } from "../../tests/mutants/spec-rules.js";
import { freezeContent } from "./look-content.js";
import { buildCopy, commitCopy, copyProject, tryBuild } from "./project-copy.js";

/** @typedef {import("../../tests/mutants/commands.js").Fault} Fault */

const FAULTS = [...SPEC_FAULTS, ...PATH_FAULTS];

const DIR = "build-mutants";
const root = resolve(import.meta.dirname, "../..");
const bin = join(root, "node_modules/.bin");
const logs = join(root, "test-results/mutants");
// Beside npm test's servers (TEST_PORT, +10 engines, +20 check:variant, +80 nginx).
const port = Number(process.env.TEST_PORT ?? 4300) + 40;
/** What the build reads (the editor's code too): a fault there needs a build of its own. */
const BUILD_INPUT =
  /^(?:app|admin|server|scripts\/make-site)\/|^(?:vite|react-router)\.config\.ts$/;

/** Whether a command reads a build: all but the unit tests. @param {string[]} command */
const readsBuild = (command) => !(command[0] === "vitest" && command.includes("unit"));

/**
 * Puts the fault into the project at `dir` (or, with `write` false, only checks that it
 * would apply): its text must be there exactly once, or the run stops, naming the fault.
 * @param {Fault} fault @param {string} dir @param {boolean} [write]
 */
function plant(fault, dir, write = true) {
  const file = join(dir, fault.file);
  const parts = readFileSync(file, "utf8").split(fault.find);
  if (parts.length !== 2) {
    console.error(
      `check:mutants: fault "${fault.id}" no longer applies: its text is in ${fault.file} ${parts.length - 1} times, not once:\n${fault.find}`,
    );
    process.exit(1);
  }
  // (Joined, not String.replace: a "$" in the replacement is taken as it is.)
  if (write) writeFileSync(file, parts.join(fault.replace));
}

/** Whether a command is the look's (a copy with the look's own words: scripts/checks/look.js). @param {string[]} command */
const isLook = (command) => command.includes("--project=look");

/**
 * A copy of the project in build-mutants/`name`, with `fault` planted if given, and the
 * look's own words where one of `commands` is the look's.
 * @param {string} name @param {string[][]} commands @param {Fault} [fault]
 */
function prepare(name, commands, fault) {
  const copy = copyProject(join(DIR, name));
  // The look's fontconfig finds its fonts by a path relative to the project
  // (tests/e2e/look/fonts.conf), where a copy has no node_modules of its own.
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
  if (fault) plant(fault, copy);
  if (commands.some(isLook)) freezeContent(copy);
  // A repository of its own, as the project is: the editor's tests copy it again.
  return commitCopy(copy, fault ? fault.id : "control");
}

/**
 * Runs one command in `copy`, against `build` if it reads one, its output appended to
 * `log`. Returns the tests that failed, by name (none if it passed), and how many passed.
 * @param {string[]} command @param {string} copy @param {string | undefined} build
 * @param {string} log
 * @returns {{ failed: string[], passed: number }}
 */
function run(command, copy, build, log) {
  const [tool = "", ...args] = command;
  // The build itself: the copy was built before any command ran (and passed, or the fault
  // was caught there); nothing more to run.
  if (tool === "build") return { failed: [], passed: 1 };
  const vitest = tool === "vitest";
  // Vitest writes its report where it is told; Playwright's config writes this one.
  const report = join(copy, "test-results", vitest ? "mutant.json" : "e2e.json");
  rmSync(report, { force: true });
  const reporters = ["--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PATH: `${bin}:${process.env.PATH}`,
    TEST_PORT: String(port),
    TEST_WORKERS: process.env.TEST_WORKERS ?? "2",
    // Undefined (a command that reads no build): spawnSync leaves it out.
    BUILD_DIR: build,
  };
  // nginx starts with every Playwright run (playwright.config.ts): only where it is tested.
  if (tool === "playwright" && !command.includes("--project=nginx")) env.TEST_NGINX = "0";
  if (isLook(command)) env.LOOK = "1";
  const out = openSync(log, "a");
  writeFileSync(out, `\n$ ${command.join(" ")}\n`);
  const result = spawnSync(join(bin, tool), vitest ? [...args, ...reporters] : args, {
    cwd: copy,
    env,
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const json = readJson(report);
  const passed = (vitest ? json?.numPassedTests : json?.stats?.expected) ?? 0;
  if (result.status === 0) return { failed: [], passed };
  const failed = vitest ? vitestFailures(json) : playwrightTitles(json?.suites ?? [], "unexpected");
  const how = result.status ?? result.signal;
  const outside = `${command.join(" ")}: failed outside its tests (${how})`;
  return { failed: failed.length > 0 ? failed : [outside], passed };
}

const seconds = (/** @type {number} */ since) => Math.round((Date.now() - since) / 1000);

const { only } = parseArgs({ options: { only: { type: "string" } } }).values;
const faults = only ? FAULTS.filter((fault) => fault.id === only) : FAULTS;
if (faults.length === 0) {
  console.error(
    `check:mutants: no fault "${only}"; the faults: ${FAULTS.map((f) => f.id).join(", ")}`,
  );
  process.exit(2);
}
for (const fault of faults) plant(fault, root, false);
mkdirSync(logs, { recursive: true });
const started = Date.now();

// The control: the same commands on the project as it is must all pass (each once).
const byText = new Map(faults.flatMap((fault) => fault.run.map((c) => [c.join("\0"), c])));
const commands = [...byText.values()];
const control = prepare("control", commands);
const controlLog = join(logs, "control.log");
rmSync(controlLog, { force: true });
const controlBuild = commands.some(readsBuild) ? join(control, "build") : undefined;
if (controlBuild) buildCopy(control, "check:mutants: the control");
console.log(`check:mutants: the control, ${commands.length} command(s) on the project as it is`);
for (const command of commands) {
  const build = readsBuild(command) ? controlBuild : undefined;
  const { failed, passed } = run(command, control, build, controlLog);
  // A command that fails anyway, or runs no test (a name that matches none), proves nothing.
  if (failed.length > 0 || passed === 0) {
    const why =
      failed.length > 0 ? `fails without any fault:\n  ${failed.join("\n  ")}` : "runs no test";
    console.error(
      `check:mutants: "${command.join(" ")}" ${why} (test-results/mutants/control.log)`,
    );
    process.exit(1);
  }
}
console.log(`check:mutants: the control passed (${seconds(started)} s); ${faults.length} fault(s)`);

/** @type {{ fault: string, rule: string, caught: boolean, by: string, seconds: number }[]} */
const rows = [];
for (const fault of faults) {
  const since = Date.now();
  const log = join(logs, `${fault.id}.log`);
  rmSync(log, { force: true });
  const copy = prepare(fault.id, fault.run, fault);
  const reads = fault.run.some(readsBuild);
  // A fault outside what the build reads (deploy/nginx.conf) is tested on the control's build.
  let build = controlBuild;
  /** @type {string[]} */
  let failed = [];
  if (reads && BUILD_INPUT.test(fault.file)) {
    const built = tryBuild(copy);
    writeFileSync(log, built.output, { flag: "a" });
    // The build that refuses the fault has caught it (a word the spec fixes, changed).
    if (!built.ok) failed = [`the build: ${errorLine(built.output) ?? "it failed"}`];
    build = join(copy, "build");
  }
  // The first command that fails has caught it; the others need not run.
  for (const command of failed.length > 0 ? [] : fault.run) {
    ({ failed } = run(command, copy, readsBuild(command) ? build : undefined, log));
    if (failed.length > 0) break;
  }
  const caught = failed.length > 0;
  // A survivor's copy stays, to study.
  if (caught) rmSync(copy, { recursive: true, force: true });
  const by =
    failed.slice(0, 2).join("; ") + (failed.length > 2 ? ` (+${failed.length - 2} more)` : "");
  rows.push({ fault: fault.id, rule: fault.rule, caught, by, seconds: seconds(since) });
  console.log(`${caught ? "✓ caught" : "✗ SURVIVED"}: ${fault.id} (${seconds(since)} s)`);
}

// One fault a row, and under it the tests that caught it.
const width = Math.max(...rows.map((row) => row.fault.length));
console.log(
  `\n${"fault".padEnd(width)}  caught  seconds  rule\n${"".padEnd(width + 17)}  ↳ caught by`,
);
for (const row of rows) {
  const caught = (row.caught ? "yes" : "NO").padEnd(6);
  console.log(
    `${row.fault.padEnd(width)}  ${caught}  ${String(row.seconds).padStart(7)}  ${row.rule}`,
  );
  if (row.caught) console.log(`${"".padEnd(width + 17)}  ↳ ${row.by}`);
}
const survivors = rows.filter((row) => !row.caught).map((row) => row.fault);
console.log(
  `check:mutants: ${rows.length - survivors.length} of ${rows.length} fault(s) caught, ${seconds(started)} s in all`,
);
if (survivors.length > 0) {
  console.error(
    `check:mutants: survived: ${survivors.join(", ")} (copies kept in ${DIR}/, logs in test-results/mutants/)`,
  );
  process.exit(1);
}
rmSync(join(root, DIR), { recursive: true, force: true });
