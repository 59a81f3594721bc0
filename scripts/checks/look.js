// @ts-check
/**
 * `npm run look` (also a stage of `npm test`): how the site looks, against the committed
 * screenshots (tests/e2e/look.spec.ts, README "The look"), drawn from a copy of the
 * project (build-look/project) whose words are the look's own (tests/e2e/look/content/,
 * scripts/checks/look-content.js), so the office's edits change no screenshot and a
 * change of a component or of the CSS still fails one. Built once, then Playwright's
 * `look` project in the copy, with the fonts it brings; the screenshots compared and
 * written are the project's own, and the report is test-results/look*.
 *
 *   npm run look                          every screenshot
 *   npm run look -- --update-snapshots    accept the differences (review them first)
 *   npm run look -- -g "/vision"          some of them
 */
import { spawnSync } from "node:child_process";
import { rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { freezeContent } from "./look-content.js";
import { buildCopy, copyProject } from "./project-copy.js";

const root = resolve(import.meta.dirname, "../..");
const DIR = "build-look";
const bin = join(root, "node_modules/.bin");

const copy = copyProject(join(DIR, "project"));
// The look's fontconfig finds its fonts by a path relative to the project
// (tests/e2e/look/fonts.conf), and a copy has no node_modules of its own.
symlinkSync(join(root, "node_modules"), join(copy, "node_modules"));
freezeContent(copy);
buildCopy(copy, "npm run look");
console.log(`look: built ${DIR}/project with the look's own words (tests/e2e/look/content/)`);

const run = spawnSync(
  join(bin, "playwright"),
  ["test", "--project=look", ...process.argv.slice(2)],
  {
    cwd: copy,
    stdio: "inherit",
    env: {
      ...process.env,
      PATH: `${bin}:${process.env.PATH}`,
      LOOK: "1",
      // Beside npm test's servers (TEST_PORT, +10 engines, +20 variant, +40 mutants, +80 nginx).
      TEST_PORT: String(Number(process.env.TEST_PORT ?? 4300) + 30),
      TEST_NGINX: "0",
      BUILD_DIR: join(copy, "build"),
      LOOK_SNAPSHOTS: join(root, "tests/e2e/look.spec.ts-snapshots"),
      TEST_RESULTS: join(root, "test-results"),
      E2E_REPORT: "look",
    },
  },
);
if (run.status === 0) rmSync(join(root, DIR), { recursive: true, force: true });
process.exit(run.status ?? 1);
