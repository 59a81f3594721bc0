import ICAL from "ical.js";
import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { DATE_DAYS, MESSAGES, site } from "./site-data";

// Which file each link of the Important Dates card names, and what each file holds in
// each language, is read without a browser (tests/html/http.test.ts); here, a click
// downloads it, with JavaScript off too.

test("Add to calendar downloads the file of the admission dates, named after the school, with JavaScript off", async ({
  staticPage: page,
}) => {
  const words = MESSAGES.en.pages.join.dates;
  const file = `${site.slug}-admissions.ics`;
  await page.goto("/join");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page
      .getByRole("region", { name: words.title })
      .getByRole("link", { name: words.addAll, exact: true })
      .click(),
  ]);
  expect(new URL(download.url()).pathname).toBe(`/${file}`);
  expect(download.suggestedFilename()).toBe(file);
  const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), "utf8")));
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(MESSAGES.en.common.calendar.name);
  const starts = calendar
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent).startDate.toString());
  expect(starts).toEqual(DATE_DAYS.map(([first]) => first));
});
