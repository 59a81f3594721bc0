// @ts-check
/**
 * A copy of the project, as its working tree stands (every file git tracks or would
 * track, uncommitted changes included), in a folder of the project, so a check can
 * make one edit a maintainer would make and build the site from it: the next
 * admissions cycle and a new language (scripts/checks/variant.js), a fault planted (scripts/checks/mutants.js).
 * The copy finds the project's packages by walking up to its node_modules, as the
 * build itself does (server/build-dir.js).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/**
 * Copies the project into `dir` (emptied first; inside the project, where a build
 * finds the packages) and returns its path.
 * @param {string} dir
 */
export function copyProject(dir) {
  const target = resolve(root, dir);
  rmSync(target, { recursive: true, force: true });
  const git = ["ls-files", "-z", "--cached", "--others", "--exclude-standard"];
  const files = execFileSync("git", git, { cwd: root, encoding: "utf8" }).split("\0");
  // Not the last, empty name, nor a tracked file deleted in the working tree (cpSync
  // makes the folders a file goes in), nor the packages a copy links to (a copy's own
  // node_modules may be a link, which git lists as a file).
  const copied = files.filter(
    (name) => name && name !== "node_modules" && existsSync(join(root, name)),
  );
  for (const file of copied) {
    cpSync(join(root, file), join(target, file));
  }
  return target;
}

/**
 * Makes the copy at `copy` a repository of its own, everything in it committed, and
 * returns its path: the suite copies the project again from what git lists (the look, the
 * variant, the editor's end-to-end tests), and a test reads what changed with `git diff`.
 * @param {string} copy @param {string} [message]
 */
export function commitCopy(copy, message = "copy") {
  const git = (/** @type {string[]} */ ...args) =>
    execFileSync("git", args, { cwd: copy, stdio: "pipe" });
  git("init", "--quiet", "--initial-branch=main");
  git("add", "--all");
  git(
    "-c",
    "user.name=Test",
    "-c",
    "user.email=test@example.test",
    "commit",
    "--quiet",
    "-m",
    message,
  );
  return copy;
}

/**
 * Builds the site in a copy (`react-router build`, into its own build/): whether it
 * built, and its output.
 * @param {string} copy
 * @param {Record<string, string>} [env]
 * @param {string} [node] the Node.js to build on: by default the project's (node_modules/.bin), as under npm run
 */
export function tryBuild(copy, env = {}, node) {
  const bin = node ? dirname(node) : join(root, "node_modules/.bin");
  const cli = join(root, "node_modules/@react-router/dev/bin.cjs");
  const built = spawnSync(join(bin, "node"), [cli, "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, BUILD_DIR: "", ...env },
  });
  return { ok: built.status === 0, output: `${built.stdout.slice(-3000)}${built.stderr}` };
}

/**
 * Builds the site in a copy, as tryBuild does; exits with its output and a line naming
 * `what` if the build fails.
 * @param {string} copy @param {string} what
 * @param {Record<string, string>} [env]
 * @param {string} [node]
 */
export function buildCopy(copy, what, env = {}, node) {
  const { ok, output } = tryBuild(copy, env, node);
  if (!ok) {
    console.error(`${output}\n${what}: the build failed`);
    process.exit(1);
  }
}
