import type { LoaderFunctionArgs } from "react-router";
import { localeOfPath } from "~/content/locales";
import { admissionsCalendar, calendarResponse } from "~/lib/admissions-calendar";

// Prerendered to /<school>-admissions.ics in each language: every admission date in one file.
export function loader({ request }: LoaderFunctionArgs) {
  return calendarResponse(admissionsCalendar(localeOfPath(new URL(request.url).pathname)));
}
