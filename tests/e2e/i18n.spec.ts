import type { Page } from "@playwright/test";
import { expect, test, waitForHydration, waitUntilInteractive } from "./fixtures";
import { languageLink } from "./menu-helpers";
import { MESSAGES, defaultLocale, pagesIn } from "./site-data";
import {
  LANGUAGE_NAMES,
  counterpart,
  englishStrings,
  normalize,
  wordsOfDocument,
} from "../support/languages";

// The languages as a visitor meets them in a browser: the switch followed both ways,
// storing nothing, a browser set to Spanish that still gets the English page it asked
// for, and no English in the states only code reaches. What the served HTML says in
// each language (hreflang, the sitemap, the 404 pages, no English as served) is read
// without a browser, in tests/html/languages.test.ts.

for (const english of pagesIn(defaultLocale).filter(({ id }) => id === "home" || id === "vision")) {
  const spanish = counterpart(english, "es");
  test(`the language switch leads from ${english.path} to ${spanish.path} and back, storing nothing`, async ({
    page,
    context,
  }) => {
    await page.goto(english.path);
    for (const to of [spanish, english]) {
      await waitUntilInteractive(page);
      const link = await languageLink(page, to.locale);
      await expect(link).toHaveText(LANGUAGE_NAMES[to.locale]);
      await link.click();
      await expect(page).toHaveURL(to.path);
      await expect(page.locator("html")).toHaveAttribute("lang", to.locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.h1);
    }
    expect(await context.cookies(), "cookies").toEqual([]);
    const stored = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }));
    expect(stored).toEqual({ local: [], session: [] });
  });
}

test.describe("a browser set to Spanish", () => {
  test.use({ locale: "es-ES" });

  test("gets each English page with code it asks for, with no redirect, before and after its code runs", async ({
    page,
  }) => {
    for (const english of pagesIn(defaultLocale).filter(({ hasCode }) => hasCode)) {
      const response = await page.goto(english.path);
      expect(await response?.request().headerValue("accept-language")).toMatch(/^es\b/);
      expect(response?.request().redirectedFrom(), english.path).toBeNull();
      await waitUntilInteractive(page);
      await expect(page).toHaveURL(english.path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.h1);
    }
  });
});

const ENGLISH = englishStrings();

/** The English strings the page holds now, once the page's own headline is found among its words. */
async function englishOn(page: Page, h1: string): Promise<string[]> {
  // Called with no argument, it reads the page's own document.
  const words = (await page.evaluate(wordsOfDocument as () => string[])).map(normalize).join("\n");
  expect(words, "the page's own headline is among the words read").toContain(normalize(h1));
  return ENGLISH.filter((text) => words.includes(text));
}

test("/es shows no English once interactive, nor with the tour open in full screen", async ({
  page,
}) => {
  const es = MESSAGES.es;
  await page.goto("/es#tour-2");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: es.tour.title });
  await expect(
    dialog.getByText(es.tour.counter({ position: 2, count: 6 }), { exact: true }),
  ).toBeVisible();
  expect(await englishOn(page, es.pages.home.hero.title)).toEqual([]);
});

test("/es/join shows no English once interactive, nor with the form's toast", async ({ page }) => {
  const es = MESSAGES.es;
  await page.goto("/es/join");
  await waitForHydration(page);
  const form = page.locator("#apply");
  // A submit without consent: the toast, in the list that exists only in the browser.
  await form.evaluate((element) => {
    const formElement = element.querySelector("form");
    if (formElement) formElement.noValidate = true;
  });
  await form.getByRole("button", { name: es.application.submitLabel }).click();
  const toasts = page.getByRole("region", {
    name: es.application.toasts.region.replace("{hotkey}", "F8"),
  });
  await expect(toasts.getByText(es.application.toasts.termsRequired.title)).toBeVisible();
  expect(await englishOn(page, es.pages.join.hero.title)).toEqual([]);
});
