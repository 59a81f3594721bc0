// @ts-check
/**
 * `npm run check:pseudo` (also part of `npm test`): a new language is one entry and one
 * folder, and every word on the site comes from the catalog. In a copy of the project
 * (build-pseudo/), it adds a language the way a translator would: one line in
 * app/content/locales.ts and a folder, app/content/en-XA/, with its catalog made from
 * the English one by pseudo-localization (scripts/checks/pseudo/pseudo-localize.js: accented,
 * about 40% longer, in brackets) and its pages in Markdown likewise
 * (scripts/checks/pseudo/pseudo-markdown.js: words only, never anchors, addresses or
 * placeholders). It builds the copy (routes, switch, hreflang, sitemap, 404 pages,
 * calendar files follow from the list), then runs in it the pseudo-language's browser
 * tests (tests/pseudo/: nothing unbracketed, nothing overflowing at 320 and 1440 px, on
 * every page with the menu, the tour and the form's toasts) and the tests of what
 * follows from the list of languages, which need no row for the new one (for the new
 * language only: the others' run in the browser stage). Never published: it exists
 * only in the copy.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pseudoCatalog, pseudoMessage } from "./pseudo/pseudo-localize.js";
import { pseudoMarkdown } from "./pseudo/pseudo-markdown.js";
import { buildCopy, copyProject } from "./project-copy.js";

const DIR = "build-pseudo";
/** The pseudo-language's entry, as a translator adds a language's. */
const ENTRY = '  { code: "en-XA", name: "English (pseudo)", intl: "en-XA" },';
const CODE = "en-XA";
const report = resolve("test-results/pseudo.json");

const copy = copyProject(join(DIR, "project"));
const content = join(copy, "app/content");

// One line in the list of languages.
const list = join(content, "locales.ts");
const LAST = "] as const satisfies readonly LocaleInfo[];";
const source = readFileSync(list, "utf8");
if (!source.includes(LAST)) throw new Error(`check:pseudo: no "${LAST}" in app/content/locales.ts`);
writeFileSync(list, source.replace(LAST, `${ENTRY}\n${LAST}`));

// One folder: the catalog, and the pages written in Markdown.
mkdirSync(join(content, CODE));
const english = JSON.parse(readFileSync(join(content, "en/messages.json"), "utf8"));
const catalog = /** @type {{ common: { tagline: string } }} */ (pseudoCatalog(english));
// The social image draws the tagline in Sora, which has Latin-1's accented letters only
// (a language whose tagline needs others fails the build there, by design).
catalog.common.tagline = pseudoMessage(english.common.tagline, { latin1: true });
writeFileSync(join(content, CODE, "messages.json"), `${JSON.stringify(catalog, null, 2)}\n`);
for (const file of readdirSync(join(content, "en")).filter((name) => name.endsWith(".md"))) {
  const markdown = readFileSync(join(content, "en", file), "utf8");
  writeFileSync(join(content, CODE, file), pseudoMarkdown(markdown));
}

buildCopy(copy, "check:pseudo");
console.log(`check:pseudo: built the site with "${CODE}" added in ${DIR}/project`);

rmSync(report, { force: true });
const port = Number(process.env.TEST_PORT ?? 4300) + 20;
const run = spawnSync(
  resolve("node_modules/.bin/playwright"),
  ["test", "-c", "tests/pseudo/playwright.config.ts", ...process.argv.slice(2)],
  {
    cwd: copy,
    stdio: "inherit",
    env: {
      ...process.env,
      PATH: `${resolve("node_modules/.bin")}:${process.env.PATH}`,
      PSEUDO_LOCALE: CODE,
      PSEUDO_REPORT: report,
      TEST_PORT: String(port),
      BUILD_DIR: join(copy, "build"),
    },
  },
);
if (run.status !== 0) process.exit(run.status ?? 1);
rmSync(DIR, { recursive: true, force: true });
