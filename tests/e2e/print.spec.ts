import type { Locator, Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { SPEC_TEXTS } from "./spec-texts";
import {
  MESSAGES,
  SITE_PAGES,
  escapeRegExp,
  localePath,
  locales,
  site,
  specOr,
  writtenDates,
  type Locale,
} from "./site-data";

// Printing: black text on white paper, without what paper cannot use, on every page in
// every language, and the Join Us page, form included, on at most three A4 pages.
// page.pdf() is Chromium's.

const BLACK = "rgb(0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

/** The words a language's pages print that the tests look for; the spec's in English. */
const wordsOf = (locale: Locale) =>
  specOr<{ enroll: string; fictional: string | RegExp; terms: string }>(
    locale,
    {
      enroll: "Enroll Now",
      fictional: /fictional concept/,
      terms: "I agree to the terms and conditions and privacy policy",
    },
    ({ common, application }) => ({
      enroll: common.nav.enroll,
      fictional: common.footer.disclaimer,
      terms: application.termsLabel
        .map((part) => (typeof part === "string" ? part : part.text))
        .join(""),
    }),
  );

/** What Join Us says, with JavaScript or without, that must be on paper too. */
const joinTexts = (locale: Locale) =>
  specOr(locale, SPEC_TEXTS.join ?? [], ({ pages: { join } }) => [
    join.hero.eyebrow,
    ...Object.values(join.steps).map((step) => step.title),
    join.dates.title,
    ...writtenDates(locale),
    join.traitsIntro.title,
  ]);

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

/** Every element `locator` finds (at least one) is hidden on paper. */
async function expectOnScreenOnly(locator: Locator, what: string) {
  const found = await locator.all();
  expect(found.length, what).toBeGreaterThan(0);
  for (const element of found) await expect(element, what).toBeHidden();
}

const colour = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });

for (const { path, locale } of SITE_PAGES) {
  test(`${path} prints cleanly: black on white, without navigation, menu, artwork or buttons that only act on screen`, async ({
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
    // Gone on paper: the navigation (header and footer), the language switch, the menu
    // and Enroll Now; each is looked for, hidden ones included, so none can be missed.
    const banner = page.getByRole("banner");
    const footer = page.getByRole("contentinfo");
    const other = locales.filter(({ code }) => code !== locale);
    await expectOnScreenOnly(banner.getByRole("navigation", { includeHidden: true }), "header nav");
    await expectOnScreenOnly(footer.getByRole("navigation", { includeHidden: true }), "footer nav");
    await expectOnScreenOnly(banner.locator(`a[hreflang="${other[0]?.code}"]`), "language switch");
    const enroll = banner.getByRole("link", { name: wordsOf(locale).enroll, includeHidden: true });
    await expectOnScreenOnly(enroll, "Enroll Now");
    await expectOnScreenOnly(banner.locator("button[popovertarget]"), "menu toggle");
    for (const art of await main.locator("img").all()) await expect(art).toBeHidden();
    for (const tour of await page.locator('a[href="#tour"]').all()) await expect(tour).toBeHidden();
    // Kept: the school's name, and that it is a fictional concept.
    await expect(banner.getByText(site.name)).toBeVisible();
    await expect(footer.getByText(wordsOf(locale).fictional)).toBeVisible();
  });
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
