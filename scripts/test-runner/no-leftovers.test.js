// @vitest-environment node
// @ts-check
/**
 * A script that starts the site's server or a browser stops them however it ends: when
 * it fails, and when it is interrupted (Ctrl-C, or SIGTERM from a CI runner). Each run
 * carries a tag in its environment, which every process it starts inherits (browsers
 * included, though their launchers put them in process groups of their own), so
 * whatever it left behind is found by that tag, whichever program it is.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../../tests/support/test-fixture.js";

/** @type {ReturnType<typeof createFixtureBuild>} */
let fixture;
beforeAll(() => {
  fixture = createFixtureBuild();
});
afterAll(() => fixture.cleanup());

/** The processes whose environment holds `tag`, as "pid command" lines (Linux's /proc). */
function processesTagged(/** @type {string} */ tag) {
  return readdirSync("/proc").flatMap((pid) => {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, "latin1").split("\0").includes(tag)) return [];
      return [`${pid} ${readFileSync(`/proc/${pid}/cmdline`, "latin1").replaceAll("\0", " ")}`];
    } catch {
      return []; // not a process, or gone already
    }
  });
}

/**
 * Runs `node <script>` on the fixture build, with a tag of its own.
 * @param {string} script @param {Record<string, string>} [env]
 */
function start(script, env = {}) {
  const run = randomUUID();
  const child = spawn(process.execPath, [script], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, BUILD_DIR: fixture.buildDir, ...env, NOVA_RUN: run },
  });
  const tag = `NOVA_RUN=${run}`;
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  // Its output is complete once the pipes close, unless something it left holds them.
  const closed = new Promise((resolve) => child.once("close", resolve));
  /** @type {Promise<{ code: number | null, signal: NodeJS.Signals | null, output: string }>} */
  const ended = new Promise((resolve) =>
    child.once("exit", async (code, signal) => {
      await Promise.race([closed, new Promise((wait) => setTimeout(wait, 2_000))]);
      resolve({ code, signal, output });
    }),
  );
  return { child, tag, ended };
}

/** Polls until `check` holds (no fixed sleep), or fails after `ms`. */
async function until(/** @type {() => boolean} */ check, what = "", ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What the run left a moment after it ended (its children die asynchronously). */
async function leftovers(/** @type {string} */ tag) {
  await until(() => processesTagged(tag).length === 0, "its processes to end", 3_000).catch(
    () => {},
  );
  const left = processesTagged(tag);
  for (const line of left) process.kill(Number(line.split(" ")[0]), "SIGKILL");
  return left;
}

const WITH_A_BROWSER = ["scripts/checks/size.js", "scripts/checks/audit.js"];

describe("no server or browser outlives the script that started it", () => {
  it.each(WITH_A_BROWSER)("%s, failing after its server started (no Chromium)", async (script) => {
    const run = start(script, {
      CHROME_PATH: "/nonexistent/chromium",
      CHROME_HEADLESS_SHELL_PATH: "/nonexistent/chromium-headless-shell",
    });
    const { code, output } = await run.ended;
    expect(code, output).not.toBe(0);
    expect(output).toMatch(/Chromium('s headless shell)? is not installed/);
    expect(await leftovers(run.tag)).toEqual([]);
  });

  it.each([
    ["scripts/checks/size.js", "SIGINT"],
    ["scripts/checks/audit.js", "SIGTERM"],
  ])(
    "%s, interrupted with %s once its server and browser run",
    async (script, signal) => {
      const run = start(script);
      const running = (/** @type {RegExp} */ pattern) =>
        processesTagged(run.tag).some((line) => pattern.test(line));
      await until(() => running(/server\/index\.js/) && running(/chrom/), "server and browser");
      process.kill(run.child.pid ?? 0, /** @type {NodeJS.Signals} */ (signal));
      const { code, signal: ended } = await run.ended;
      expect(code !== 0 || ended !== null).toBe(true);
      expect(await leftovers(run.tag)).toEqual([]);
    },
    // Room for the wait above (30 s) and the end: a browser starting beside the build and
    // the other browsers' tests took more than the suite's 20 s once.
    45_000,
  );
});
