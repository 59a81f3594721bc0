// @ts-check
/**
 * The version of each system tool the tests drive, as the tool itself (or dpkg) tells it
 * (scripts/test-runner/system-tools.js says how to ask each and the oldest it can be). `npm test`
 * prints them before any stage, stops at once with one line on a tool too old to
 * drive, and names them again beside the stages that ran on them.
 */
import { spawnSync } from "node:child_process";
import semver from "semver";
import { SYSTEM_TOOLS, aptInstallCommand, toolPath } from "./system-tools.js";

/** @typedef {import("./system-tools.js").ToolId} ToolId */
/** @typedef {import("./system-tools.js").SystemTool} SystemTool */

/**
 * Whether `found` is older than `minimum`. Versions with four parts (Chromium's
 * 150.0.7871.100) or a suffix (Firefox's 140.12.0esr) compare by their first three.
 * @param {string} found @param {string} minimum
 */
export function tooOld(found, minimum) {
  const [have, need] = [semver.coerce(found), semver.coerce(minimum)];
  return Boolean(have && need && semver.lt(have, need));
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
 * Asks one tool its version (it goes to stdout or stderr, depending on the tool);
 * undefined if it has no way to tell or did not.
 * @param {SystemTool} tool @param {string} path
 */
function readVersion(tool, path) {
  const { version } = tool;
  // dpkg knows the version of Debian's copy, not of one an environment variable names.
  if (!version || (version.fromPackage && path !== tool.path)) return undefined;
  const [command = "", ...args] = version.fromPackage
    ? ["dpkg-query", "--show", "--showformat=${Version}", tool.debian]
    : [path, ...(version.args ?? [])];
  const { stdout, stderr } = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  return version.pattern.exec(`${stdout}${stderr}`)?.[1];
}

/**
 * Prints every tool with its version and path, and stops the process with one line
 * when one is too old. Returns each tool's name and version ("Firefox ESR 140.12.0esr").
 * @returns {Map<ToolId, string>}
 */
export function checkToolVersions() {
  /** @type {Map<ToolId, string>} */
  const named = new Map();
  /** @type {string | undefined} the line to stop with, after every tool is printed */
  let stop;
  console.log("System tools:");
  for (const id of /** @type {ToolId[]} */ (Object.keys(SYSTEM_TOOLS))) {
    /** @type {SystemTool} */
    const tool = SYSTEM_TOOLS[id];
    const path = toolPath(id);
    const version = readVersion(tool, path);
    named.set(id, version ? `${tool.name} ${version}` : tool.name);
    const told = version ?? (tool.version ? "(version not found)" : "(no version flag)");
    console.log(`  ${tool.name} ${told}  ${path}`);
    stop ??= tooOldLine(id, path, version);
  }
  if (stop) {
    console.error(stop);
    process.exit(1);
  }
  return named;
}
