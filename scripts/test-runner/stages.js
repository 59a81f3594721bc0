// @ts-check
/**
 * Runs `npm test`'s stages: each as soon as the stages it needs have passed and the
 * machine has room for it, side by side where they share nothing. A stage's output
 * goes to its own log, printed whole when it ends, so parallel stages never
 * interleave; one line marks each start and end. Whatever the run is stopped by (a
 * failure, Ctrl-C, SIGTERM), no stage's processes outlive it.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { onExit } from "signal-exit";

/**
 * @typedef {{ passed: number, failed: number, skipped?: number, failures?: string[], flaky?: string[] }} Count
 * @typedef {object} Stage
 * @property {string} name
 * @property {string[]} command what to run, e.g. ["npx", "vitest", "run"]
 * @property {Record<string, string>} [env] added to the environment
 * @property {string[]} [after] the stages that must pass first
 * @property {number} [cores] how many of the machine's cores it keeps busy (default 1;
 *   at most the run's): its test workers, passed to it as TEST_WORKERS
 * @property {() => Count} [count] its results (default: one check, passed when it exits
 *   0); a run that exits non-zero with no failed test counts one failure
 * @typedef {Count & { name: string, seconds: number, cpu?: number }} Row
 */

/** Where a stage's log (`.log`) and CPU time (`.cpu`) go, without the extension. @param {Stage} stage @param {string} dir */
const logBase = (stage, dir) => join(dir, stage.name.replaceAll(/\W+/g, "-"));

/** @param {number} ms */
const seconds = (ms) => Math.round(ms / 100) / 10;

/**
 * Runs one stage's command in a process group of its own (so all of it can be ended at
 * once), its output into its log.
 * @param {Stage} stage @param {Set<number>} groups the running stages' groups
 * @param {number} workers the cores it is given @param {string} logDir
 * @returns {Promise<number>} its exit code
 */
function runCommand(stage, groups, workers, logDir) {
  const base = logBase(stage, logDir);
  rmSync(`${base}.cpu`, { force: true });
  const log = openSync(`${base}.log`, "w");
  // Through bash's `time`, which writes the CPU time of everything the command ran (what
  // its processes' parents waited for), user and system seconds, to the .cpu file: on a
  // machine whose stages share the cores, the work each one costs, where its wall time
  // mostly says what else was running.
  const child = spawn(
    "bash",
    ["-c", 'TIMEFORMAT="%U %S"; { time "$@" 2>&3; } 3>&2 2>"$0"', `${base}.cpu`, ...stage.command],
    {
      env: { ...process.env, TEST_WORKERS: String(workers), ...stage.env },
      stdio: ["ignore", log, log],
      detached: true,
    },
  );
  closeSync(log);
  const group = child.pid ?? 0;
  groups.add(group);
  return new Promise((resolve) => {
    child.once("close", (code, signal) => {
      groups.delete(group);
      process.stdout.write(readFileSync(`${base}.log`));
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

/**
 * The CPU seconds of a stage's processes, from the "user system" its shell's `time`
 * wrote ("123.400 10.200"); undefined when it wrote none (stopped before its end).
 * @param {string} file @returns {number | undefined}
 */
export function cpuSeconds(file) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const [user = NaN, system = NaN] = text.split(" ").map(Number);
  return Number.isNaN(user + system) ? undefined : Math.round(user + system);
}

/**
 * Runs every stage, at most `cores` cores' worth at a time, in order of priority: a stage
 * starts when what it needs has passed and it fits beside those running (one that asks
 * for more cores than the run has gets them all, alone), and none starts before a
 * higher one that is ready. Returns one row per stage, in stage order.
 * @param {Stage[]} stages in order of priority
 * @param {{ cores: number, logDir?: string }} options logs in test-results/logs by default
 * @returns {Promise<Row[]>}
 */
export async function runStages(stages, { cores, logDir = "test-results/logs" }) {
  mkdirSync(logDir, { recursive: true });
  /** @type {Set<number>} */
  const groups = new Set();
  // Ends every stage still running, whatever ends this process.
  onExit(() => {
    for (const group of groups) {
      try {
        process.kill(-group, "SIGINT");
      } catch {
        // already gone
      }
    }
  });
  const started = Date.now();
  /** @type {Map<string, Row>} */
  const rows = new Map();
  /** @type {Map<string, boolean>} whether each finished stage passed */
  const done = new Map();
  /** @type {Map<string, Promise<void>>} */
  const running = new Map();
  /** The cores a stage is given. @param {Stage} stage */
  const share = (stage) => Math.min(stage.cores ?? 1, cores);
  /** The cores the running stages are given. */
  let busy = 0;
  const clock = () =>
    `[${seconds(Date.now() - started)
      .toFixed(0)
      .padStart(4)} s]`;

  /** @param {Stage} stage */
  const start = (stage) => {
    const began = Date.now();
    busy += share(stage);
    console.log(`${clock()} ▶ ${stage.name}`);
    const run = runCommand(stage, groups, share(stage), logDir).then((code) => {
      const elapsed = seconds(Date.now() - began);
      const cpu = cpuSeconds(`${logBase(stage, logDir)}.cpu`);
      const count = stage.count?.() ?? { passed: code === 0 ? 1 : 0, failed: 0 };
      const failed = count.failed || (code === 0 ? 0 : 1);
      rows.set(stage.name, { ...count, failed, name: stage.name, seconds: elapsed, cpu });
      done.set(stage.name, failed === 0);
      running.delete(stage.name);
      busy -= share(stage);
      console.log(`${clock()} ■ ${stage.name}: ${failed ? "FAILED" : "passed"} in ${elapsed} s`);
    });
    running.set(stage.name, run);
  };

  for (;;) {
    for (const stage of stages) {
      if (done.has(stage.name) || running.has(stage.name)) continue;
      const needs = stage.after ?? [];
      if (needs.some((name) => done.get(name) === false)) {
        // What it needs failed: it cannot run, and says so. The failure is counted once,
        // where it happened (a word the spec fixes, changed, fails the build alone).
        rows.set(stage.name, { name: stage.name, passed: 0, failed: 0, skipped: 1, seconds: 0 });
        done.set(stage.name, false);
        console.log(`${clock()} ✗ ${stage.name}: not run (${needs.join(", ")} failed)`);
        continue;
      }
      if (!needs.every((name) => done.get(name) === true)) continue;
      // In order of priority: a stage that is ready but does not fit yet holds back the
      // ones after it, so two-core stages are not starved by a stream of one-core ones.
      if (share(stage) > cores - busy) break;
      start(stage);
    }
    if (running.size === 0) break;
    await Promise.race(running.values());
  }
  return stages.flatMap((stage) => rows.get(stage.name) ?? []);
}
