import ical, { ICalCalendarMethod } from "ical-generator";
import { datesRevised, importantDates } from "~/content/dates";
import type { Locale } from "~/content/locales";
import { messages } from "~/content/messages";
import { absoluteUrl, site } from "~/content/site";
import type { ImportantDate } from "~/content/types";
import { pageHref } from "~/lib/meta";

/** The day after an ISO date: an all-day event ends, exclusively, at the next day. */
function dayAfter(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * The admission dates as an iCalendar file (RFC 5545) in one language: one all-day
 * event per date, a range as one event that spans it, each with a stable UID (the same
 * in every language: it is the same event), so importing the file again updates the
 * events instead of doubling them. ical-generator folds lines at 75 octets and ends
 * them with CRLF.
 */
export function admissionsCalendar(
  locale: Locale,
  dates: readonly ImportantDate[] = importantDates,
): string {
  const { common, pages } = messages[locale];
  const labels: Record<string, string> = pages.join.dates.labels;
  const host = new URL(site.url).host;
  const calendar = ical({
    name: common.calendar.name,
    prodId: { company: site.name, product: "Admissions dates", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const date of dates) {
    const [first, last = first] = date.dates;
    const label = labels[date.slug] ?? date.slug;
    calendar.createEvent({
      id: `${date.slug}@${host}`,
      allDay: true,
      start: first,
      end: dayAfter(last),
      stamp: datesRevised,
      summary: common.calendar.event({ label }),
      description: common.calendar.description({ label }),
      url: absoluteUrl(pageHref("join", locale)),
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
