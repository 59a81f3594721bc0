import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { MESSAGES, locales, site, type Locale } from "./site-data";

// Printing: black text on white paper, without what paper cannot use. print.spec.ts prints
// Home's links and Join Us; every page's paper view is a step of its visit in layout.spec.ts.

const BLACK = "rgb(0, 0, 0)";
const WHITE = "rgb(255, 255, 255)";

/** The words a language's pages print that the tests look for, from its catalog. */
export function wordsOf(locale: Locale) {
  const { common, application } = MESSAGES[locale];
  return {
    enroll: common.nav.enroll,
    fictional: common.footer.disclaimer,
    terms: application.termsLabel
      .map((part) => (typeof part === "string" ? part : part.text))
      .join(""),
  };
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

/**
 * The page as printed (`emulateMedia({ media: "print" })` first): black on white, without
 * navigation, menu, artwork or buttons that only act on screen; the school's name and the
 * fictional-concept disclaimer kept.
 */
export async function expectPrintsCleanly(page: Page, locale: Locale) {
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
}
