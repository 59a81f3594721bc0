import type { Download, Page } from "@playwright/test";
import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";

// The admission dates go into a calendar program: all four in one file, or each on
// its own. Written out by hand here, never imported from the app.

const DATES = [
  {
    label: "Application deadline",
    start: "2025-03-31",
    end: "2025-04-01",
    slug: "application-deadline",
  },
  { label: "Interviews", start: "2025-04-01", end: "2025-05-01", slug: "interviews" },
  { label: "Admission results", start: "2025-05-15", end: "2025-05-16", slug: "admission-results" },
  {
    label: "Academic year starts",
    start: "2025-08-15",
    end: "2025-08-16",
    slug: "academic-year-starts",
  },
];

/** The events of a downloaded .ics file, read by ical.js. */
async function eventsOf(download: Download) {
  const text = await readFile(await download.path(), "utf8");
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
    };
  });
}

async function download(page: Page, name: string) {
  const dates = page.getByRole("region", { name: "Important Dates" });
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    dates.getByRole("link", { name }).click(),
  ]);
  return file;
}

test("Add to calendar downloads one file with the four admission dates", async ({ page }) => {
  await page.goto("/join");
  const file = await download(page, "Add to calendar");
  expect(file.suggestedFilename()).toBe("nova-academy-admissions.ics");
  const events = await eventsOf(file);
  expect(events).toHaveLength(4);
  for (const [index, date] of DATES.entries()) {
    expect(events[index]).toEqual({
      summary: expect.stringContaining(date.label),
      start: date.start,
      end: date.end,
      allDay: true,
    });
  }
});

for (const date of DATES) {
  test(`each date on its own: ${date.label}`, async ({ page }) => {
    await page.goto("/join");
    const file = await download(page, `Add ${date.label} to calendar`);
    expect(file.suggestedFilename()).toBe(`${date.slug}.ics`);
    expect(await eventsOf(file)).toEqual([
      {
        summary: expect.stringContaining(date.label),
        start: date.start,
        end: date.end,
        allDay: true,
      },
    ]);
  });
}

test("the calendar files are served as text/calendar in UTF-8", async ({ request }) => {
  for (const path of ["/nova-academy-admissions.ics", "/calendar/interviews.ics"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toBe("text/calendar; charset=utf-8");
  }
  expect((await request.get("/calendar/no-such-date.ics")).status()).toBe(404);
});

test("without JavaScript the links still download the files", async ({ staticPage: page }) => {
  await page.goto("/join");
  expect(await eventsOf(await download(page, "Add to calendar"))).toHaveLength(4);
});
