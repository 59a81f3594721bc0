// @ts-check
/**
 * `npm run check:variant` (also part of `npm test`): the edits a maintainer makes are one
 * edit each, and the site follows everywhere. In one copy of the project
 * (build-variant/project) it makes three of them and builds the copy once:
 * - the school renamed, with one setting (SITE_NAME="Orion Ridge School");
 * - next year's admissions, in the cycle's file alone (app/content/dates.json): its year
 *   a year on and every date of the cycle a year and a week later (a week, so that a day
 *   and month written by hand, without their year, are found too);
 * - a new language, as a translator adds one: a line in app/content/locales.ts and a
 *   folder made from the English one by pseudo-localization (accented, about 40% longer,
 *   in brackets; scripts/checks/pseudo/);
 * - the school's own photos, as the office uploads them in the editor: each stop of the
 *   tour a photo of the media folder (made here, tests/support/test-photo.js), none left on
 *   the stock host, so nothing may name that host any more (tests/pseudo/own-photos.spec.ts).
 * Then every file the build publishes is searched for the old name in any spelling and
 * the old cycle in any form (none may remain, and the new ones must be where the old ones
 * were), and the new language gets its own tests: every word from the catalog and
 * nothing overflowing in a browser (tests/pseudo/), and every fact of the served pages in
 * every language (tests/html); the uploaded photos' bytes against their budgets
 * (`npm run size -- --photos`). With TEST_ALSO_NODE set, the copy is built
 * on that Node.js: the build's own check on the next Node.js line.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { DEFAULT_SITE_NAME } from "../../app/content/site-settings.js";
import { admissionsYear, importantDates } from "../../app/content/dates.ts";
import { locales } from "../../app/content/locales.ts";
import { TOUR_MEDIA_FOLDER } from "../../app/content/tour-rules.ts";
import { testPhoto } from "../../tests/support/test-photo.js";
import { listFiles } from "../make-site/files.js";
import { pseudoCatalog, pseudoMessage } from "./pseudo/pseudo-localize.js";
import { pseudoMarkdown } from "./pseudo/pseudo-markdown.js";
import { buildCopy, copyProject } from "./project-copy.js";

const DIR = "build-variant";
const NAME = "Orion Ridge School";
const CODE = "en-XA";
const ENTRY = `  { code: "${CODE}", name: "English (pseudo)", intl: "${CODE}" },`;
/** How much later the next cycle's dates are. */
const LATER = { years: 1, days: 7 };
const BINARY = /\.(?:png|woff2|br|gz|avif|webp|jpeg|jpg)$/;

/** An ISO day or time (a day alone is read as UTC), moved LATER and written as it was. @param {string} iso */
function later(iso) {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + LATER.years);
  date.setUTCDate(date.getUTCDate() + LATER.days);
  return date.toISOString().replace(".000", "").slice(0, iso.length);
}

/** Text as a pattern that matches it alone, not inside a longer number or word. */
const alone = (/** @type {string} */ text) =>
  `(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`;

/** Every way the published site could write the old cycle. */
function oldCycle() {
  const days = importantDates.flatMap((date) => [...date.dates]);
  const written = locales.flatMap(({ intl }) =>
    days.flatMap((day) => {
      const date = new Date(`${day}T00:00:00Z`);
      const format = (/** @type {Intl.DateTimeFormatOptions} */ options) =>
        new Intl.DateTimeFormat(intl, { timeZone: "UTC", ...options }).format(date);
      return [format({ dateStyle: "long" }), format({ month: "long", day: "numeric" })];
    }),
  );
  const forms = [...days, ...days.map((day) => day.replaceAll("-", ""))];
  // The year alone, but not as the start of an ISO day: the cycle's own days are searched
  // for themselves, and another one (the revision stamp in the editor's copy of the
  // cycle, moved a year and a week) may keep the old year.
  const year = `${alone(String(admissionsYear))}(?!-\\d{2}-\\d{2})`;
  return new RegExp([year, ...[...new Set([...forms, ...written])].map(alone)].join("|"), "u");
}

const copy = copyProject(join(DIR, "project"));
const content = join(copy, "app/content");

// Next year's admissions: the year, and every ISO date of the cycle (and its revision
// time), moved; written as the editor at /admin writes the file.
const datesFile = join(content, "dates.json");
/** @type {Record<string, string | number>} */
const cycle = JSON.parse(readFileSync(datesFile, "utf8"));
const moved = Object.fromEntries(
  Object.entries(cycle).map(([key, value]) => [
    key,
    typeof value === "number" ? value + LATER.years : later(value),
  ]),
);
writeFileSync(datesFile, `${JSON.stringify(moved, null, 2)}\n`);

// A new language: one line in the list, one folder (its catalog and its Markdown pages).
const list = join(content, "locales.ts");
const LAST = "] as const satisfies readonly LocaleInfo[];";
const source = readFileSync(list, "utf8");
if (!source.includes(LAST)) throw new Error(`check:variant: no "${LAST}" in locales.ts`);
writeFileSync(list, source.replace(LAST, `${ENTRY}\n${LAST}`));
mkdirSync(join(content, CODE));
const english = JSON.parse(readFileSync(join(content, "en/messages.json"), "utf8"));
const catalog = /** @type {{ common: { tagline: string } }} */ (pseudoCatalog(english));
// The social image draws the tagline in Sora, which has Latin-1's accented letters only
// (a language whose tagline needs others fails the build there, by design).
catalog.common.tagline = pseudoMessage(english.common.tagline, { latin1: true });
writeFileSync(join(content, CODE, "messages.json"), `${JSON.stringify(catalog, null, 2)}\n`);
for (const file of readdirSync(join(content, "en")).filter((name) => name.endsWith(".md"))) {
  writeFileSync(
    join(content, CODE, file),
    pseudoMarkdown(readFileSync(join(content, "en", file), "utf8")),
  );
}
/** @type {{ stops: { photo?: string, category?: string, title: string, description: string, alt: string }[] }} */
const tour = JSON.parse(readFileSync(join(content, "en/tour.json"), "utf8"));
const translated = tour.stops.map(({ title, description, alt }) => ({
  title: pseudoMessage(title),
  description: pseudoMessage(description),
  alt: pseudoMessage(alt),
}));
writeFileSync(
  join(content, CODE, "tour.json"),
  `${JSON.stringify({ stops: translated }, null, 2)}\n`,
);

// The school's own photos: each stop's photo uploaded to the media folder, as the editor
// writes an upload (the file beside the others, its path in the stop's photo). Three
// photos for the six stops, each used twice: every stop is the site's own, and the build
// encodes three, not six (about 3 s each on this machine).
mkdirSync(join(content, TOUR_MEDIA_FOLDER), { recursive: true });
const PHOTOS = 3;
for (let photo = 0; photo < PHOTOS; photo += 1) {
  const file = join(content, TOUR_MEDIA_FOLDER, `campus-${photo + 1}.jpg`);
  writeFileSync(file, await testPhoto({ hue: photo * 120 }));
}
for (const [index, stop] of tour.stops.entries()) {
  stop.photo = `/${TOUR_MEDIA_FOLDER}/campus-${(index % PHOTOS) + 1}.jpg`;
}
writeFileSync(join(content, "en/tour.json"), `${JSON.stringify(tour, null, 2)}\n`);

// The school renamed: one setting, at build time.
const node = process.env.TEST_ALSO_NODE;
buildCopy(copy, "check:variant", { SITE_NAME: NAME }, node);
console.log(
  `check:variant: built ${DIR}/project${node ? ` on ${node}` : ""}: SITE_NAME="${NAME}", the cycle ${LATER.years} year and ${LATER.days} days on, "${CODE}" added`,
);

const client = join(copy, "build", "client");
const OLD_NAME = new RegExp(DEFAULT_SITE_NAME.split(/\s+/).join("[\\s_-]*"), "i");
const OLD_CYCLE = oldCycle();
/** The days of the cycle, old and new, as a <time> names them. */
const CYCLE_DAYS = new Set(
  importantDates.flatMap((date) => [...date.dates, ...date.dates.map(later)]),
);
const problems = [];
const files = listFiles(client).map((file) => relative(client, file).split(sep).join("/"));
for (const file of files) {
  if (OLD_NAME.test(file)) problems.push(`file name: ${file}`);
  if (BINARY.test(file)) continue;
  // A date of the site that is not one of the cycle's (a policy's last revision) may be of
  // any year, the old cycle's too: it is left out of the search.
  // Nor is an illustration inside a page (0025): its path data is numbers ("%2025" is a
  // space and 25).
  const text = readFileSync(join(client, file), "utf8")
    .replace(/<time datetime="([^"]+)">[^<]*<\/time>/gi, (time, day) =>
      CYCLE_DAYS.has(day) ? time : "",
    )
    .replace(/data:image\/svg\+xml,[^"`\s]*/g, "");
  for (const old of [OLD_NAME, OLD_CYCLE]) {
    const found = old.exec(text);
    if (!found) continue;
    const around = text.slice(Math.max(0, found.index - 40), found.index + 40);
    problems.push(`${file}: "${found[0]}" in "${around.replace(/\s+/g, " ")}"`);
  }
}
// The new name, year and deadline are where the old ones were.
const slug = "orion-ridge-school";
const deadline = later(importantDates[0].dates[0]);
for (const [file, expected] of /** @type {[string, string][]} */ ([
  ["index.html", `— ${NAME}</title>`],
  ["es/index.html", `— ${NAME}</title>`],
  ["site.webmanifest", `"name": "${NAME}"`],
  [`${slug}-admissions.ics`, `${NAME}: `],
  [`es/${slug}-admissions.ics`, `${NAME}: `],
  ["join/index.html", String(admissionsYear + LATER.years)],
  // The name as the built page has it: the build's last HTML step writes attributes in
  // lower case (scripts/make-site/critical-css.js).
  ["join/index.html", `datetime="${deadline}"`],
  ["calendar/application-deadline.ics", `DTSTART;VALUE=DATE:${deadline.replaceAll("-", "")}`],
])) {
  const text = files.includes(file) ? readFileSync(join(client, file), "utf8") : "";
  if (!text.includes(expected)) problems.push(`${file}: no "${expected}"`);
}
console.log(
  `check:variant: ${files.length} files published, searched for /${OLD_NAME.source}/i and ${OLD_CYCLE.source.split("|").length} forms of the old cycle`,
);
if (problems.length > 0) {
  console.error(`check:variant: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}

// The new language's own tests, in the copy, against its build.
const bin = resolve("node_modules/.bin");
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PATH: `${bin}:${process.env.PATH}`, PSEUDO_LOCALE: CODE };
/** @param {string} what @param {string} command @param {string[]} args */
function run(what, command, args) {
  const result = spawnSync(join(bin, command), args, { cwd: copy, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`check:variant: ${what} failed`);
    process.exit(result.status ?? 1);
  }
}
const report = resolve("test-results/pseudo.json");
rmSync(report, { force: true });
env.PSEUDO_REPORT = report;
env.TEST_PORT = String(Number(process.env.TEST_PORT ?? 4300) + 20);
env.BUILD_DIR = join(copy, "build");
// The tests read the settings the copy was built with.
env.SITE_NAME = NAME;
run("the new language in a browser", "playwright", [
  "test",
  "-c",
  "tests/pseudo/playwright.config.ts",
]);
// Every fact of the served pages, in every language, the new one's included: the tests take
// their words and dates from the content, so the school's new name and the cycle's new
// dates are what they expect.
run("the served pages", "vitest", ["run", "--project", "html"]);
// The uploaded photos' bytes, card and stage, against their budgets.
run("the uploaded photos' sizes", "node", ["scripts/checks/size.js", "--photos"]);
rmSync(DIR, { recursive: true, force: true });
console.log("check:variant: no trace of the old name or cycle; the new language follows the lists");
