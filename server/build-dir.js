// @ts-check
/**
 * The build folder, for the build, the servers and the tests alike: BUILD_DIR
 * (relative to the working directory), else `build` at the project's root. It lives
 * in server/ because a deployment may ship only server/ and build/.
 */
import { existsSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";

export const buildDir = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : join(import.meta.dirname, "../build");

/**
 * Throws, with what to do instead, unless `dir` is inside `projectRoot`: the build
 * prerenders every page by running the server build it writes to `dir`/server, and Node
 * finds that build's packages by walking up from there to the project's node_modules.
 * Serving a build works from any folder.
 * @param {string} dir @param {string} projectRoot
 */
export function assertBuildable(dir, projectRoot) {
  const fromRoot = relative(projectRoot, dir);
  if (fromRoot === "" || (!fromRoot.startsWith("..") && !isAbsolute(fromRoot))) return;
  throw new Error(
    `BUILD_DIR=${dir} is outside the project. The build prerenders its pages by running its ` +
      "server build from there, and Node can only find the project's packages from inside " +
      "the project: build into a folder of the project (for example BUILD_DIR=build-ci) and " +
      "copy it anywhere. Serving a build (npm run serve, the tests) works from any folder.",
  );
}

/** What the server reads from a build at start (see app.js). */
const SERVED_PARTS = ["client", "inline-hashes.json", "client/404/index.html"];
const FIX = "run `npm run build` first (or `npm start`, which builds and serves).";

/**
 * Why the server cannot serve `dir`, as one line that says what to run, or undefined
 * when the build has everything the server reads at start.
 * @param {string} dir
 */
export function unservable(dir) {
  if (!existsSync(join(dir, "client"))) return `No build in ${dir}: ${FIX}`;
  const missing = SERVED_PARTS.filter((part) => !existsSync(join(dir, part)));
  if (missing.length === 0) return undefined;
  return `Incomplete build in ${dir} (no ${missing.join(", ")}): ${FIX}`;
}
