import { admissionsCalendar, calendarResponse } from "~/lib/admissions-calendar";

// Prerendered to /nova-academy-admissions.ics: every admission date in one file.
export function loader() {
  return calendarResponse(admissionsCalendar());
}
