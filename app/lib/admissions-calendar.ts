import ical, { ICalCalendarMethod } from "ical-generator";
import { datesRevised, importantDates } from "~/content/dates";
import type { ImportantDate } from "~/content/types";
import { absoluteUrl, site } from "~/content/site";

/** The day after an ISO date: an all-day event ends, exclusively, at the next day. */
function dayAfter(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The admission dates as an iCalendar file (RFC 5545): one all-day event per date,
 * a range as one event that spans it, each with a stable UID, so importing the file
 * again updates the events instead of doubling them. ical-generator folds lines at
 * 75 octets and ends them with CRLF.
 */
export function admissionsCalendar(dates: readonly ImportantDate[] = importantDates): string {
  const host = new URL(site.url).host;
  const calendar = ical({
    name: `${site.name} admissions`,
    prodId: { company: site.name, product: "Admissions dates", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const date of dates) {
    const [first, last = first] = date.dates;
    calendar.createEvent({
      id: `${date.slug}@${host}`,
      allDay: true,
      start: first,
      end: dayAfter(last),
      stamp: datesRevised,
      summary: `${site.name}: ${date.label}`,
      description: `${date.label}. Admissions questions: ${site.email}. ${site.name} is a fictional school.`,
      url: absoluteUrl("/join"),
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator
  // leaves the last one bare.
  return `${calendar.toString()}\r\n`;
}

/** A calendar file as the build writes it (hosts send text/calendar by its extension). */
export function calendarResponse(body: string): Response {
  return new Response(body, { headers: { "Content-Type": "text/calendar; charset=utf-8" } });
}
