// @ts-check
/**
 * `npm run lint:ci` (part of `npm run check`): the git hosts' workflow files, each checked
 * by a linter for its syntax from npm: GitHub's and Forgejo's with action-validator
 * (GitHub's workflow schema; Forgejo reads the same keys, and this file uses no other),
 * GitLab's with gitlab-ci-local, which checks it against GitLab's own schema. Quiet when
 * they pass; the linter's own words when one does not.
 */
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");
const bin = join(root, "node_modules/.bin");
const WORKFLOWS = [".github/workflows/checks.yml", ".forgejo/workflows/checks.yml"];

const checks = [
  ...WORKFLOWS.map((file) => ({ files: [file], command: "action-validator", args: [file] })),
  {
    files: [".gitlab-ci.yml"],
    command: "gitlab-ci-local",
    // Its state out of the project's way; it asks git about the repository, which may have no remote.
    args: ["--list", "--state-dir", "node_modules/.cache/gitlab-ci-local"],
  },
];

let failed = false;
for (const { files, command, args } of checks) {
  const run = spawnSync(join(bin, command), args, { cwd: root, encoding: "utf8" });
  if (run.status === 0) continue;
  failed = true;
  console.error(`${files.join(", ")}: ${command} refused it\n${run.stdout}${run.stderr}`);
}
if (failed) process.exit(1);
console.log(`lint:ci: ${checks.flatMap(({ files }) => files).join(", ")} pass their linters`);
