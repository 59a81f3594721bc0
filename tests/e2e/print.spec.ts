import type { Locator, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { SITE_PAGES } from "./site-data";

// Printing: black text on white paper, without what paper cannot use, and the Join Us
// page, form included, on at most three A4 pages. page.pdf() is Chromium's.

const PAGES = ["/", "/vision", "/classrooms", "/life", "/join"];
const BLACK = "rgb(0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

async function printed(page: Page, path: string) {
  await page.goto(path);
  await waitUntilInteractive(page);
  await page.emulateMedia({ media: "print" });
}

/** The number of A4 pages the page prints on; the PDF is kept in reports/print/. */
async function printedPages(page: Page, name: string) {
  mkdirSync("reports/print", { recursive: true });
  const pdf = await page.pdf({ path: `reports/print/${name}.pdf`, format: "A4" });
  return (await PDFDocument.load(pdf)).getPageCount();
}

const colour = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });

for (const path of PAGES) {
  test(`${path} prints black on white, without navigation, menu, artwork or buttons that only act on screen`, async ({
    page,
  }) => {
    await printed(page, path);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor),
    ).toBe(WHITE);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await colour(main.getByRole("heading", { level: 1 }))).color).toBe(BLACK);
    for (const text of await main.locator("p").all()) {
      if (!(await text.isVisible())) continue;
      expect(await colour(text)).toEqual({ color: BLACK, background: "rgba(0, 0, 0, 0)" });
    }
    // Gone on paper.
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("navigation")).toBeHidden();
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeHidden();
    await expect(banner.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("contentinfo").getByRole("navigation")).toBeHidden();
    for (const art of await main.locator("img").all()) await expect(art).toBeHidden();
    for (const tour of await page.locator('a[href="#tour"]').all()) await expect(tour).toBeHidden();
    // Kept: the school's name, and that it is a fictional concept.
    await expect(banner.getByText("Nova Academy")).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(/fictional concept/)).toBeVisible();
  });
}

test("links print where they lead when their text does not say", async ({ page }) => {
  await printed(page, "/");
  const address = (name: string) =>
    page
      .getByRole("main")
      .getByRole("link", { name })
      .evaluate((link) => getComputedStyle(link, "::after").content);
  expect(await address("Discover Our Vision")).toContain("/vision");
  expect(await address("Start your application")).toContain("/join");
});

test("Join Us prints its steps, dates, traits, contact and the form to fill in by hand, on at most 3 A4 pages", async ({
  page,
}) => {
  await printed(page, "/join");
  const main = page.getByRole("main");
  // What the page says, with JavaScript or without, is all on paper too.
  const join = SITE_PAGES.find((sitePage) => sitePage.path === "/join");
  for (const text of join?.keyTexts ?? []) {
    await expect(main.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
  }
  // The admissions address in full.
  await expect(main.getByRole("link", { name: "admissions@nova-academy.example" })).toBeVisible();
  // Every field's label, with an empty box under it, large enough to write in.
  const labels = [
    "First name",
    "Last name",
    "Student e-mail",
    "Age",
    "Current grade",
    "Country",
    "Interests",
    "Parent or guardian e-mail",
  ];
  for (const label of labels) {
    const field = page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
    await expect(field, label).toBeVisible();
    expect((await field.boundingBox())?.height ?? 0, label).toBeGreaterThanOrEqual(32);
  }
  await expect(page.getByRole("checkbox", { name: /I agree to the terms/ })).toBeVisible();
  // Nothing to click on paper.
  await expect(page.getByRole("button", { name: "Submit Application" })).toBeHidden();
  await expect(main.getByRole("link", { name: "Go to the application" })).toBeHidden();
  const downloads = await main.locator("a[download]").all();
  expect(downloads.length, "calendar links").toBeGreaterThan(0);
  for (const link of downloads) await expect(link).toBeHidden();

  expect(await printedPages(page, "join")).toBeLessThanOrEqual(3);
});
