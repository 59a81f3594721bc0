// @ts-check
/**
 * The version of each system tool the tests drive, as the tool itself tells it
 * (scripts/test-runner/system-tools.js says how to ask each and the oldest it can be). `npm test`
 * prints them before any stage, stops at once with one line on a tool too old to
 * drive, and names them again beside the stages that ran on them.
 */
import { spawn } from "node:child_process";
import semver from "semver";
import { SYSTEM_TOOLS, aptInstallCommand, toolPath } from "./system-tools.js";

/** @typedef {import("./system-tools.js").ToolId} ToolId */
/** @typedef {import("./system-tools.js").SystemTool} SystemTool */

/**
 * The version in a tool's answer, or undefined when it gave none.
 * @param {string} output what the tool printed (stdout and stderr)
 * @param {RegExp} pattern the version as the first group
 */
export function parseVersion(output, pattern) {
  return pattern.exec(output)?.[1];
}

/**
 * Whether `found` is older than `minimum`. Versions with four parts (Chromium's
 * 150.0.7871.100) or a suffix (Firefox's 140.12.0esr) compare by their first three.
 * @param {string} found @param {string} minimum
 */
export function tooOld(found, minimum) {
  const [have, need] = [semver.coerce(found), semver.coerce(minimum)];
  if (!have || !need) return false;
  return semver.lt(have, need);
}

/**
 * The one line `npm test` stops with when a tool is too old, else undefined.
 * @param {ToolId} id @param {string} path @param {string | undefined} found
 */
export function tooOldLine(id, path, found) {
  /** @type {SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  const minimum = tool.version?.minimum;
  if (!found || !minimum || !tooOld(found, minimum)) return undefined;
  return (
    `${tool.name} ${found} (${path}) is too old for the tests, which need ${minimum} or newer: ` +
    `\`${aptInstallCommand([tool.debian])}\`, or set ${tool.env} to a newer one.`
  );
}

/**
 * Runs a command and resolves with everything it printed (a version goes to stdout or
 * stderr, depending on the tool); never rejects.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 */
function output(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], timeout: 30_000 });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.once("error", () => resolve(text));
    child.once("close", () => resolve(text));
  });
}

/**
 * Runs `run` with an X server of its own (MiniBrowser opens the display before it reads
 * its options, even --version): -displayfd writes the display number once it is ready.
 * @template T @param {(display: string) => Promise<T>} run
 */
async function withDisplay(run) {
  const xvfb = spawn(toolPath("xvfb"), ["-displayfd", "1", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  try {
    const display = await new Promise((resolve, reject) => {
      xvfb.stdout.once("data", (chunk) => resolve(String(chunk).trim()));
      xvfb.once("error", reject);
      xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
    });
    return await run(`:${display}`);
  } finally {
    xvfb.kill();
  }
}

/**
 * Asks one tool its version; undefined if it has no way to tell or did not.
 * @param {ToolId} id @param {string} path
 */
async function readVersion(id, path) {
  /** @type {SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  const { version } = tool;
  if (!version) return undefined;
  const text = version.display
    ? await withDisplay((display) =>
        output(path, version.args, { ...process.env, DISPLAY: display }),
      ).catch(() => "")
    : await output(path, version.args);
  return parseVersion(text, version.pattern);
}

/**
 * Prints every tool with its version and path, and stops the process with one line
 * when one is too old. Returns each tool's name and version ("Firefox ESR 140.12.0esr").
 * @returns {Promise<Map<ToolId, string>>}
 */
export async function checkToolVersions() {
  const ids = /** @type {ToolId[]} */ (Object.keys(SYSTEM_TOOLS));
  const found = await Promise.all(
    ids.map(async (id) => {
      const path = toolPath(id);
      return { id, path, version: await readVersion(id, path) };
    }),
  );
  /** @type {Map<ToolId, string>} */
  const named = new Map();
  console.log("System tools:");
  for (const { id, path, version } of found) {
    /** @type {SystemTool} */
    const tool = SYSTEM_TOOLS[id];
    named.set(id, version ? `${tool.name} ${version}` : tool.name);
    const told = version ?? (tool.version ? "(version not found)" : "(no version flag)");
    console.log(`  ${tool.name} ${told}  ${path}`);
  }
  for (const { id, path, version } of found) {
    const line = tooOldLine(id, path, version);
    if (line) {
      console.error(line);
      process.exit(1);
    }
  }
  return named;
}
