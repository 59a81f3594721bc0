/**
 * The admissions cycle: its four dates, shown on Join Us and published as calendar
 * files, and the year they admit to, which every message that names it takes
 * ({year}). Rolling over to next year's admissions is one edit, here: the dates and
 * when they were revised (`npm run check:variant` builds the site with the next
 * cycle's dates and finds no trace of these). Each language names the dates and formats
 * them with `Intl`. Free of imports: the build's route config reads it for the calendar
 * files to prerender (a type import is no import at run time).
 */
import type { ImportantDate } from "./types";

export const importantDates = [
  { slug: "application-deadline", dates: ["2025-03-31"] },
  { slug: "interviews", dates: ["2025-04-01", "2025-04-30"] },
  { slug: "admission-results", dates: ["2025-05-15"] },
  { slug: "academic-year-starts", dates: ["2025-08-15"] },
] as const satisfies readonly ImportantDate[];

/** The (first) day of one of the dates. */
const dayOf = (slug: (typeof importantDates)[number]["slug"]) =>
  importantDates.find((date) => date.slug === slug)?.dates[0] ?? "";

/** The year the admissions are for: the one the academic year starts in ("Apply for 2025"). */
export const admissionsYear = Number(dayOf("academic-year-starts").slice(0, 4));

/** The last day to apply: the build warns once it has passed. */
export const applicationDeadline = dayOf("application-deadline");

/**
 * When these dates were last revised: the calendar's DTSTAMP, so rebuilding the site
 * gives the same files and calendar programs see no change that is not one.
 */
export const datesRevised = "2024-09-02T09:00:00Z";

/** The whole admissions calendar, named after the school ("nova-academy-admissions.ics"). */
export const calendarFile = (schoolSlug: string) => `/${schoolSlug}-admissions.ics`;
/** One date's calendar file. */
export const dateFile = (slug: string) => `/calendar/${slug}.ics`;
