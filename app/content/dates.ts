/**
 * The admission dates: shown on Join Us and published as calendar files, from this
 * one list so the two cannot disagree. Each language names them and formats them with
 * `Intl`. Free of imports: the build's route config reads it for the calendar files
 * to prerender (a type import is no import at run time).
 */
import type { ImportantDate } from "./types";

export const importantDates = [
  { slug: "application-deadline", dates: ["2025-03-31"] },
  { slug: "interviews", dates: ["2025-04-01", "2025-04-30"] },
  { slug: "admission-results", dates: ["2025-05-15"] },
  { slug: "academic-year-starts", dates: ["2025-08-15"] },
] as const satisfies readonly ImportantDate[];

/** The year the admissions are for: the one the academic year starts in ("Apply for 2025"). */
export const admissionsYear = Number(importantDates[3].dates[0].slice(0, 4));

/**
 * When these dates were last revised: the calendar's DTSTAMP, so rebuilding the site
 * gives the same files and calendar programs see no change that is not one.
 */
export const datesRevised = "2024-09-02T09:00:00Z";

/** The whole admissions calendar, named after the school ("nova-academy-admissions.ics"). */
export const calendarFile = (schoolSlug: string) => `/${schoolSlug}-admissions.ics`;
/** One date's calendar file. */
export const dateFile = (slug: string) => `/calendar/${slug}.ics`;
