import type { Route } from "./+types/admissions-calendar";
import { localeOf } from "~/content/locales";
import { admissionsCalendar, calendarResponse } from "~/lib/admissions-calendar";

// Prerendered to /<school>-admissions.ics in each language: every admission date in one file.
export function loader({ params }: Route.LoaderArgs) {
  return calendarResponse(admissionsCalendar(localeOf(params)));
}
