import type { Route } from "./+types/date-calendar";
import { importantDates } from "~/content/dates";
import { localeOf } from "~/content/locales";
import { admissionsCalendar, calendarResponse } from "~/lib/admissions-calendar";

// Prerendered to /calendar/<slug>.ics in each language: one admission date in a file of its own.
export function loader({ params }: Route.LoaderArgs) {
  const date = importantDates.find((candidate) => `${candidate.slug}.ics` === params.file);
  if (!date) throw new Response("Not Found", { status: 404 });
  return calendarResponse(admissionsCalendar(localeOf(params), [date]));
}
