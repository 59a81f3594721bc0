import type { Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { wordsOf } from "./print-helpers";
import {
  MESSAGES,
  escapeRegExp,
  localePath,
  locales,
  site,
  writtenDates,
  type Locale,
} from "./site-data";

// Printing Home's links and the Join Us page, form included, on at most three A4 pages
// (page.pdf() is Chromium's). Every page's paper view is a step of its visit in
// layout.spec.ts (print-helpers.ts).

/** What Join Us says, with JavaScript or without, that must be on paper too. */
function joinTexts(locale: Locale) {
  const { join } = MESSAGES[locale].pages;
  return [
    join.hero.eyebrow,
    ...Object.values(join.steps).map((step) => step.title),
    join.dates.title,
    ...writtenDates(locale),
    join.traitsIntro.title,
  ];
}

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

for (const { code: locale } of locales) {
  test(`${localePath(locale, "/")}: links print where they lead when their text does not say`, async ({
    page,
  }) => {
    await printed(page, localePath(locale, "/"));
    const address = (name: string) =>
      page
        .getByRole("main")
        .getByRole("link", { name })
        .evaluate((link) => getComputedStyle(link, "::after").content);
    const copy = MESSAGES[locale];
    expect(await address(copy.pages.home.hero.discover)).toContain(localePath(locale, "/vision"));
    expect(await address(copy.common.cta.action)).toContain(localePath(locale, "/join"));
  });

  test(`${localePath(locale, "/join")} prints its steps, dates, traits, contact and the form to fill in by hand, on at most 3 A4 pages`, async ({
    page,
  }) => {
    const copy = MESSAGES[locale];
    await printed(page, localePath(locale, "/join"));
    const main = page.getByRole("main");
    for (const text of joinTexts(locale)) {
      await expect(main.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
    }
    // The admissions address in full.
    await expect(main.getByRole("link", { name: site.email })).toBeVisible();
    // Every field's label, with an empty box under it, large enough to write in.
    for (const { label } of Object.values(copy.application.fields)) {
      const field = page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
      await expect(field, label).toBeVisible();
      expect((await field.boundingBox())?.height ?? 0, label).toBeGreaterThanOrEqual(32);
    }
    // Its label as printed: its links followed by where they lead, " (/terms)".
    const address = "(?: \\(/[^)]+\\))?";
    const words = wordsOf(locale).terms.split(" ").map(escapeRegExp);
    const terms = new RegExp(`^${words.join(`${address} `)}${address}$`);
    await expect(page.getByRole("checkbox", { name: terms })).toBeVisible();
    // Nothing to click on paper.
    await expect(page.getByRole("button", { name: copy.application.submitLabel })).toBeHidden();
    await expect(main.getByRole("link", { name: copy.pages.join.hero.toForm })).toBeHidden();
    const downloads = await main.locator("a[download]").all();
    expect(downloads.length, "calendar links").toBeGreaterThan(0);
    for (const link of downloads) await expect(link).toBeHidden();

    expect(await printedPages(page, `join-${locale}`)).toBeLessThanOrEqual(3);
  });
}
