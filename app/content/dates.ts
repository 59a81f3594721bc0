/**
 * The admissions cycle: its four dates, shown on Join Us and published as calendar
 * files, and the year they admit to, which every message that names it takes
 * ({year}). Rolling over to next year's admissions is one edit, in `dates.json` beside
 * this file (or in the editor at /admin): the year, the dates and when they were
 * revised, checked by the rules of app/content/admissions-cycle.ts, so a date out of
 * order fails the build with the rule it breaks (`npm run check:variant` builds the site
 * with the next cycle's dates and finds no trace of these). Each language names the
 * dates and formats them with `Intl`. The build's route config reads it for the
 * calendar files to prerender.
 */
import { readCycle } from "./admissions-cycle.ts";
import data from "./dates.json" with { type: "json" };
import type { ImportantDate } from "./types";

const cycle = readCycle(data, "app/content/dates.json");

export const importantDates = [
  { slug: "application-deadline", dates: [cycle["application-deadline"]] },
  { slug: "interviews", dates: [cycle["interviews-start"], cycle["interviews-end"]] },
  { slug: "admission-results", dates: [cycle["admission-results"]] },
  { slug: "academic-year-starts", dates: [cycle["academic-year-starts"]] },
] as const satisfies readonly ImportantDate[];

/** The year the admissions are for: the one the academic year starts in ("Apply for 2025"). */
export const admissionsYear = cycle.year;

/** The last day to apply: the build warns once it has passed. */
export const applicationDeadline = cycle["application-deadline"];

/**
 * When these dates were last revised: the calendar's DTSTAMP, so rebuilding the site
 * gives the same files and calendar programs see no change that is not one.
 */
export const datesRevised = cycle.revised;

/** The whole admissions calendar, named after the school ("nova-academy-admissions.ics"). */
export const calendarFile = (schoolSlug: string) => `/${schoolSlug}-admissions.ics`;
/** One date's calendar file. */
export const dateFile = (slug: string) => `/calendar/${slug}.ics`;
