// @ts-check
/**
 * `npm run check:rename` (also part of `npm test`): renaming the school is one setting.
 * Builds the site with SITE_NAME="Orion Ridge School" into its own folder (build-rename,
 * inside the project) and searches every file the build publishes, and every file name,
 * for the default name in any spelling ("Nova Academy", "nova-academy", "NOVA ACADEMY"):
 * none may remain, and the new name must be where the old one was (page titles, the
 * footer, the manifest, the calendar files and their names). Images draw the name as
 * paths, so their bytes are not searched; their routes take the name from the same
 * settings as the pages.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { DEFAULT_SITE_NAME, slugOf } from "../../app/content/site-settings.js";
import { listFiles } from "../make-site/files.js";

const NAME = "Orion Ridge School";
const dir = resolve("build-rename");
const client = join(dir, "client");
/** The default name, its slug, spaced or hyphenated, in any case. */
const OLD = new RegExp(DEFAULT_SITE_NAME.split(/\s+/).join("[\\s_-]*"), "i");
const BINARY = /\.(?:png|woff2|br|gz)$/;

rmSync(dir, { recursive: true, force: true });
const built = spawnSync("npm", ["run", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, SITE_NAME: NAME, BUILD_DIR: dir },
});
if (built.status !== 0) {
  console.error(`check:rename: the build with SITE_NAME="${NAME}" failed`);
  process.exit(1);
}

const problems = [];
const files = listFiles(client).map((file) => relative(client, file).split(sep).join("/"));
for (const file of files) {
  if (OLD.test(file)) problems.push(`file name: ${file}`);
  if (BINARY.test(file)) continue;
  const text = readFileSync(join(client, file), "utf8");
  const found = OLD.exec(text);
  if (found)
    problems.push(`${file}: "${text.slice(Math.max(0, found.index - 30), found.index + 40)}"`);
}
const slug = slugOf(NAME);
for (const [file, expected] of /** @type {[string, string][]} */ ([
  ["index.html", `— ${NAME}</title>`],
  ["es/index.html", `— ${NAME}</title>`],
  ["site.webmanifest", `"name": "${NAME}"`],
  [`${slug}-admissions.ics`, `${NAME}: `],
  [`es/${slug}-admissions.ics`, `${NAME}: `],
])) {
  const path = join(client, file);
  if (!existsSync(path)) problems.push(`${file}: missing`);
  else if (!readFileSync(path, "utf8").includes(expected))
    problems.push(`${file}: no "${expected}"`);
}

console.log(
  `check:rename: SITE_NAME="${NAME}", ${files.length} files published, ${files.filter((file) => !BINARY.test(file)).length} searched for /${OLD.source}/i`,
);
if (problems.length > 0) {
  console.error(`check:rename: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
console.log("check:rename: no trace of the old name, the new one where it belongs");
