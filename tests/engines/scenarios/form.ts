import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { hydrated, need, tap, until, type Scenario } from "../scenario";
import { DESKTOP, PHONE } from "../site-table";

export const TERMS = "I agree to the terms and conditions and privacy policy";
const TERMS_TITLE = "Terms Required";
const SUCCESS_TITLE = "Application Submitted!";

/** The answers, by each field's accessible name. */
const ANSWERS: [string, string][] = [
  ["First name", "Ada"],
  ["Last name", "Lovelace"],
  ["Student e-mail", "ada@example.com"],
  ["Age", "14"],
  ["Country", "Ireland"],
  ["Interests", "Engines, poetry and the stars."],
  ["Parent or guardian e-mail", "parent@example.com"],
];

/** Titles of the toasts on screen. */
const toastTitles = (page: EnginePage) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("[data-sonner-toast] [data-title]"), (title) =>
      (title.textContent ?? "").trim(),
    ),
  );

/** Every request the document has made so far (Resource Timing), by URL. */
const requests = (page: EnginePage) =>
  page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));

/** Types every answer and picks grade 9 (works with JavaScript off too). */
export async function fill(page: EnginePage) {
  for (const [name, value] of ANSWERS) {
    const field = await need(page, { field: name });
    await page.evaluate((element) => {
      (element as unknown as HTMLInputElement).value = "";
    }, field as unknown);
    await page.type(field, value);
  }
  await page.select(await need(page, { field: "Current grade" }), "9");
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

export const formScenarios: Scenario[] = [
  {
    name: "form: empty submit blocked, Terms Required, Application Submitted!, nothing sent",
    sizes: [PHONE, DESKTOP],
    async run(page) {
      await page.open("/join#apply");
      await hydrated(page);
      await until(
        page,
        "the form is unlocked",
        false,
        () =>
          document.querySelector<HTMLFieldSetElement>("#apply form > fieldset")?.disabled ?? true,
      );
      const button = await need(page, { role: "button", name: "Submit Application" });
      const firstName = await need(page, { field: "First name" });
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
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await toastTitles(page), "no toast for a blocked submit").toEqual([]);

      await fill(page);
      await quiet(page);
      const sentBefore = await requests(page);

      await tap(page, button);
      await expect.poll(() => toastTitles(page), { timeout: 5_000 }).toEqual([TERMS_TITLE]);

      await tap(page, await need(page, { field: TERMS }));
      await tap(page, button);
      await expect.poll(() => toastTitles(page), { timeout: 5_000 }).toContain(SUCCESS_TITLE);

      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await requests(page), "requests after the first valid submit").toEqual(sentBefore);
      expect(await page.url(), "the URL").toBe(url);
    },
  },
];
