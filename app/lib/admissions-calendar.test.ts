// @vitest-environment node
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { locales } from "~/content/locales";
import { messages } from "~/content/messages";
import { admissionsCalendar } from "~/lib/admissions-calendar";

/** The events of an iCalendar text, read by ical.js (a parser other than the writer). */
function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

/** The day after an ISO date. */
const dayAfter = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Dates made for these tests: the served files, on the live dates, are tests/html's.
const DATES = [
  { slug: "application-deadline", dates: ["2031-03-14"] },
  { slug: "interviews", dates: ["2031-03-17", "2031-04-11"] },
] as const;

describe.each(locales.map(({ code }) => code))("the admissions calendar in %s", (locale) => {
  const text = admissionsCalendar(locale, DATES);
  const labels: Record<string, string> = messages[locale].pages.join.dates.labels;

  it("holds one all-day event per date, a range as one event that ends the day after", () => {
    const parsed = events(text);
    expect(parsed).toHaveLength(DATES.length);
    for (const [index, date] of DATES.entries()) {
      const event = parsed[index];
      expect(event?.summary).toBe(
        messages[locale].common.calendar.event({ label: labels[date.slug] ?? "" }),
      );
      expect(event?.startDate.isDate, "a DATE, not a DATE-TIME").toBe(true);
      expect(event?.startDate.toString()).toBe(date.dates[0]);
      // The end is exclusive: the day after the last day.
      expect(event?.endDate.isDate).toBe(true);
      expect(event?.endDate.toString()).toBe(dayAfter(date.dates[1] ?? date.dates[0]));
    }
    expect(parsed[1]?.duration.toSeconds()).toBe(26 * 86_400);
  });

  it("gives every event a stable, unique UID and a DTSTAMP", () => {
    const parsed = events(text);
    const uids = parsed.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).toEqual(DATES.map((date) => expect.stringContaining(date.slug)));
    // The same UIDs in every language: they are the same events.
    for (const { code } of locales) {
      expect(events(admissionsCalendar(code, DATES)).map((event) => event.uid)).toEqual(uids);
    }
    for (const event of parsed) {
      expect(event.component.getFirstPropertyValue("dtstamp")?.toString()).toMatch(/Z$/);
    }
    // The same input gives the same file: a rebuild changes nothing.
    expect(admissionsCalendar(locale, DATES)).toBe(text);
  });

  it("folds lines at 75 octets and ends every line with CRLF", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    const lines = text.split("\r\n").slice(0, -1);
    expect(lines.some((line) => line.includes("\n") || line.includes("\r"))).toBe(false);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // Something long enough to need folding was folded, and unfolds back whole.
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    expect(events(text)[0]?.description).toBe(
      messages[locale].common.calendar.description({
        label: labels["application-deadline"] ?? "",
      }),
    );
  });
});
