import { expect } from "vitest";
import { defaultLocale, localePath, type Locale } from "../../e2e/site-data";
import type { EnginePage } from "../engine";
import { twoFrames } from "../page-functions";
import { hydrated, need, tap, until, type Scenario } from "../scenario";
import { PHONE, wordsOf } from "../site-table";

/** The answers, by field; each field is found by its label in the page's language. */
const ANSWERS = [
  ["firstName", "Ada"],
  ["lastName", "Lovelace"],
  ["email", "ada@example.com"],
  ["age", "14"],
  ["country", "Ireland"],
  ["interests", "Engines, poetry and the stars."],
  ["parentEmail", "parent@example.com"],
] as const;

/**
 * The toasts on screen, in the list Radix renders: the name of the region around it,
 * and each toast's variant and title.
 */
const toasts = (page: EnginePage) =>
  page.evaluate(() => {
    // Radix puts the site's attributes on the list, inside the named region.
    const list = document.querySelector("[data-slot='toast-viewport']");
    return {
      region: list?.closest("[role='region']")?.getAttribute("aria-label") ?? null,
      shown: Array.from(list?.querySelectorAll("[data-slot='toast']") ?? [], (toast) => ({
        variant: toast.getAttribute("data-variant"),
        title: (toast.querySelector("[data-slot='toast-title']")?.textContent ?? "").trim(),
      })),
    };
  });

/** Every request the document has made so far (Resource Timing), by URL. */
const requests = (page: EnginePage) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));

/** Types every answer and picks grade 9 (works with JavaScript off too). */
export async function fill(page: EnginePage, locale: Locale) {
  const { fields } = wordsOf(locale).application;
  for (const [name, value] of ANSWERS) {
    const field = await need(page, { field: fields[name].label });
    await page.evaluate((element) => {
      (element as unknown as HTMLInputElement).value = "";
    }, field as unknown);
    await page.type(field, value);
  }
  await page.select(await need(page, { field: fields.currentGrade.label }), "9");
}

/** Waits until the page has made no new request for a second (lazy form code, fonts). */
async function quiet(page: EnginePage) {
  let before = -1;
  await expect
    .poll(
      async () => {
        const now = (await requests(page)).length;
        const settled = now === before;
        before = now;
        return settled;
      },
      { timeout: 10_000, interval: 1_000 },
    )
    .toBe(true);
}

function formScenario(locale: Locale, width: typeof PHONE): Scenario {
  const words = wordsOf(locale);
  const path = localePath(locale, "/join");
  return {
    name: `${path} form: empty submit blocked, ${words.termsTitle}, ${words.successTitle}, one toast at a time, nothing sent`,
    sizes: [width],
    async run(page) {
      await page.open(`${path}#apply`);
      await hydrated(page);
      const button = await need(page, { role: "button", name: words.application.submitLabel });
      const firstName = await need(page, { field: words.application.fields.firstName.label });
      const url = await page.url();

      // Empty: the browser's own validation stops it at the first field.
      await tap(page, button);
      await until(
        page,
        "the first empty field gets focus",
        true,
        (field) => document.activeElement === field,
        firstName as unknown,
      );
      expect(
        await page.evaluate(
          (field) => (field as unknown as HTMLInputElement).validity.valueMissing,
          firstName as unknown,
        ),
      ).toBe(true);
      await page.evaluate(twoFrames); // a toast in answer to it would be painted by now
      expect((await toasts(page)).shown, "no toast for a blocked submit").toEqual([]);

      await fill(page, locale);
      await quiet(page);
      const sentBefore = await requests(page);

      await tap(page, button);
      await expect
        .poll(() => toasts(page))
        .toEqual({
          region: words.toastRegion,
          shown: [{ variant: "destructive", title: words.termsTitle }],
        });

      await tap(page, await need(page, { field: words.terms }));
      await tap(page, button);
      // The answer replaces the rejection: one toast at a time.
      await expect
        .poll(() => toasts(page).then(({ shown }) => shown))
        .toEqual([{ variant: "default", title: words.successTitle }]);

      // Whatever the submit set off has started within two frames.
      await page.evaluate(twoFrames);
      expect(await requests(page), "requests after the first valid submit").toEqual(sentBefore);
      expect(await page.url(), "the URL").toBe(url);
    },
  };
}

// Once, on the phone: the form and its toasts are the same code at every width and in
// every language (their layout is the Playwright suite's and the look's, the other
// language's words the served HTML's and Chromium's), and typing through WebKitGTK's
// driver is the slowest thing the suite does.
export const formScenarios: Scenario[] = [formScenario(defaultLocale, PHONE)];
