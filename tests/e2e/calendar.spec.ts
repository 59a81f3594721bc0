import type { Download, Page } from "@playwright/test";
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { MESSAGES, localePath, locales, site, type Locale } from "./site-data";

// The admission dates go into a calendar program: all four in one file, named after
// the school, or each on its own, in the language of the page the visitor is reading.
// The dates are the spec's, written out here; the words are each language's copy.

const DATES = [
  { slug: "application-deadline", start: "2025-03-31", end: "2025-04-01" },
  { slug: "interviews", start: "2025-04-01", end: "2025-05-01" },
  { slug: "admission-results", start: "2025-05-15", end: "2025-05-16" },
  { slug: "academic-year-starts", start: "2025-08-15", end: "2025-08-16" },
] as const;

/** The whole calendar's file, e.g. "nova-academy-admissions.ics". */
const ALL_FILE = `${site.slug}-admissions.ics`;

/** The words of a language: the date's label, the event's summary, the links' names. */
const wordsOf = (locale: Locale) => MESSAGES[locale].pages.join.dates;
const labelOf = (locale: Locale, slug: (typeof DATES)[number]["slug"]) =>
  wordsOf(locale).labels[slug];

/** The calendar's name and events of a downloaded .ics file, read by ical.js. */
async function calendarOf(download: Download) {
  const text = await readFile(await download.path(), "utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
  return { name: calendar.getFirstPropertyValue("x-wr-calname"), events };
}

/** Clicks the link named `name` in the Important Dates card and waits for its file. */
async function download(page: Page, locale: Locale, name: string) {
  const dates = page.getByRole("region", { name: wordsOf(locale).title });
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    dates.getByRole("link", { name, exact: true }).click(),
  ]);
  return file;
}

/** What an event of `date` holds in `locale`'s file. */
const eventOf = (locale: Locale, date: (typeof DATES)[number]) => ({
  summary: MESSAGES[locale].common.calendar.event({ label: labelOf(locale, date.slug) }),
  start: date.start,
  end: date.end,
  allDay: true,
});

for (const { code: locale } of locales) {
  const join = localePath(locale, "/join");

  test(`${join}: Add to calendar downloads one file with the four admission dates, in its language`, async ({
    page,
  }) => {
    await page.goto(join);
    const file = await download(page, locale, wordsOf(locale).addAll);
    expect(new URL(file.url()).pathname).toBe(localePath(locale, `/${ALL_FILE}`));
    expect(file.suggestedFilename()).toBe(ALL_FILE);
    const { name, events } = await calendarOf(file);
    expect(name).toBe(MESSAGES[locale].common.calendar.name);
    expect(events).toEqual(DATES.map((date) => eventOf(locale, date)));
  });

  for (const date of DATES) {
    test(`${join}: each date on its own, in its language: ${date.slug}`, async ({ page }) => {
      await page.goto(join);
      const file = await download(
        page,
        locale,
        wordsOf(locale).addOne({ label: labelOf(locale, date.slug) }),
      );
      expect(new URL(file.url()).pathname).toBe(localePath(locale, `/calendar/${date.slug}.ics`));
      expect(file.suggestedFilename()).toBe(`${date.slug}.ics`);
      expect((await calendarOf(file)).events).toEqual([eventOf(locale, date)]);
    });
  }

  test(`${join}: without JavaScript the links still download the files`, async ({
    staticPage: page,
  }) => {
    await page.goto(join);
    const file = await download(page, locale, wordsOf(locale).addAll);
    expect(new URL(file.url()).pathname).toBe(localePath(locale, `/${ALL_FILE}`));
    expect((await calendarOf(file)).events).toHaveLength(DATES.length);
  });
}

test("the calendar files are served as text/calendar in UTF-8, in every language", async ({
  request,
}) => {
  for (const { code: locale } of locales) {
    const files = [`/${ALL_FILE}`, ...DATES.map((date) => `/calendar/${date.slug}.ics`)];
    for (const path of files.map((file) => localePath(locale, file))) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe("text/calendar; charset=utf-8");
    }
    const missing = localePath(locale, "/calendar/no-such-date.ics");
    expect((await request.get(missing)).status(), missing).toBe(404);
  }
});
