// @ts-check
/**
 * `npm run check:next-cycle` (also part of `npm test`): next year's admissions are one
 * edit. In a copy of the project (build-next-cycle/), it makes the edit a maintainer
 * makes, in app/content/dates.ts alone: every date of the cycle a year and a week later
 * (a week, so that a day and month written by hand, without their year, are found
 * too). It builds the copy and searches every file the build publishes for the old
 * cycle in any form: its year on its own, each date as ISO ("2025-03-31"), as a
 * calendar writes it ("20250331") and as each language writes it, with and without its
 * year ("March 31, 2025", "31 de marzo"). None may remain, and the new year and
 * deadline must be where the old ones were.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { admissionsYear, importantDates } from "../../app/content/dates.ts";
import { locales } from "../../app/content/locales.ts";
import { listFiles } from "../make-site/files.js";
import { buildCopy, copyProject } from "./project-copy.js";

const DIR = "build-next-cycle";
const BINARY = /\.(?:png|woff2|br|gz)$/;
/** How much later the next cycle's dates are. */
const LATER = { years: 1, days: 7 };

/** An ISO day or time, moved LATER. @param {string} iso */
function later(iso) {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  date.setUTCFullYear(date.getUTCFullYear() + LATER.years);
  date.setUTCDate(date.getUTCDate() + LATER.days);
  return iso.length === 10
    ? date.toISOString().slice(0, 10)
    : date.toISOString().replace(".000", "");
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
  const forms = [
    String(admissionsYear),
    ...days,
    ...days.map((day) => day.replaceAll("-", "")),
    ...written,
  ];
  return new RegExp([...new Set(forms)].map(alone).join("|"), "u");
}

const copy = copyProject(join(DIR, "project"));
const datesFile = join(copy, "app/content/dates.ts");
// The one edit: every ISO date of the cycle (and its revision time) moved.
const edited = readFileSync(datesFile, "utf8").replace(
  /"(\d{4}-\d{2}-\d{2}(?:T[\d:]+Z)?)"/g,
  (_, iso) => JSON.stringify(later(iso)),
);
writeFileSync(datesFile, edited);
buildCopy(copy, "check:next-cycle");

const client = join(copy, "build", "client");
const OLD = oldCycle();
const problems = [];
const files = listFiles(client).map((file) => relative(client, file).split(sep).join("/"));
for (const file of files.filter((name) => !BINARY.test(name))) {
  const text = readFileSync(join(client, file), "utf8");
  const found = OLD.exec(text);
  if (found) {
    const around = text.slice(Math.max(0, found.index - 40), found.index + 40).replace(/\s+/g, " ");
    problems.push(`${file}: "${found[0]}" in "${around}"`);
  }
}
// The new cycle is where the old one was.
const year = String(admissionsYear + LATER.years);
const deadline = later(importantDates[0].dates[0]);
for (const [file, expected] of /** @type {[string, string][]} */ ([
  ["join/index.html", year],
  ["join/index.html", `dateTime="${deadline}"`],
  ["calendar/application-deadline.ics", `DTSTART;VALUE=DATE:${deadline.replaceAll("-", "")}`],
])) {
  if (!readFileSync(join(client, file), "utf8").includes(expected))
    problems.push(`${file}: no "${expected}"`);
}

console.log(
  `check:next-cycle: the cycle's dates moved ${LATER.years} year and ${LATER.days} days (deadline ${deadline}), ${files.length} files published, searched for ${OLD.source.split("|").length} forms of the old cycle`,
);
if (problems.length > 0) {
  console.error(`check:next-cycle: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
rmSync(DIR, { recursive: true, force: true });
console.log("check:next-cycle: no trace of the old cycle, the new one where it belongs");
