/**
 * The admission dates: shown on Join Us and published as calendar files, from this
 * one list so the two cannot disagree. Free of imports: the build's route config
 * reads it for the calendar files to prerender (a type import is no import at run time).
 */
import type { ImportantDate } from "./types";

export const importantDates: ImportantDate[] = [
  {
    slug: "application-deadline",
    label: "Application deadline",
    dates: ["2025-03-31"],
    text: ["March 31, 2025"],
  },
  {
    slug: "interviews",
    label: "Interviews",
    dates: ["2025-04-01", "2025-04-30"],
    text: ["April 1", "30, 2025"],
  },
  {
    slug: "admission-results",
    label: "Admission results",
    dates: ["2025-05-15"],
    text: ["May 15, 2025"],
  },
  {
    slug: "academic-year-starts",
    label: "Academic year starts",
    dates: ["2025-08-15"],
    text: ["August 15, 2025"],
  },
];

/**
 * When these dates were last revised: the calendar's DTSTAMP, so rebuilding the site
 * gives the same files and calendar programs see no change that is not one.
 */
export const datesRevised = "2024-09-02T09:00:00Z";

/** The whole admissions calendar, and one file per date. */
export const calendarPath = "/nova-academy-admissions.ics";
export const datePath = (slug: string) => `/calendar/${slug}.ics`;
