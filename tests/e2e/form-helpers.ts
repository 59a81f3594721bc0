import type { Page } from "@playwright/test";
import { expect, waitForHydration } from "./fixtures";
import { MESSAGES, escapeRegExp, localePath, type Locale } from "./site-data";

// The application form on Join Us, as the form's, the slow phone's, the faults' and the
// look's tests fill it in: every word from the language's catalog.

export const FORM = MESSAGES.en.application;
const copyOf = (locale: Locale) => MESSAGES[locale].application;
/** The terms box's name in a language: its label's text, its links' words included. */
const termsName = (locale: Locale = "en") =>
  copyOf(locale)
    .termsLabel.map((part) => (typeof part === "string" ? part : part.text))
    .join("");
export const TERMS = termsName();

export const ANSWERS = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  age: "14",
  country: "Ireland",
  interests: "Engines and poetry",
  parentEmail: "parent@example.com",
};
export type Field = keyof typeof ANSWERS | "currentGrade";

/** A field by its label (the visual "*" required marker is part of the label's text). */
export const formField = (page: Page, name: Field, locale: Locale = "en") =>
  page.getByLabel(new RegExp(`^${escapeRegExp(copyOf(locale).fields[name].label)}\\s*\\*?$`));
export const termsBox = (page: Page, locale: Locale = "en") =>
  page.getByRole("checkbox", { name: termsName(locale), exact: true });
export const submitButton = (page: Page, locale: Locale = "en") =>
  page.getByRole("button", { name: copyOf(locale).submitLabel, exact: true });
export const toasts = (page: Page) => page.locator('[data-slot="toast"]');
/** A toast's text as it starts: its title, from the catalog. */
export const TOAST_TEXT = {
  submitted: new RegExp(`^${escapeRegExp(FORM.toasts.submitted.title)}`),
  termsRequired: new RegExp(`^${escapeRegExp(FORM.toasts.termsRequired.title)}`),
};

/** Every field answered (with `overrides`); the terms box left as it is. */
export async function fillApplication(
  page: Page,
  overrides: Partial<typeof ANSWERS> = {},
  locale: Locale = "en",
) {
  for (const [name, value] of Object.entries({ ...ANSWERS, ...overrides })) {
    await formField(page, name as Field, locale).fill(value);
  }
  await formField(page, "currentGrade", locale).selectOption("9");
}

/** Join Us at its form, hydrated. */
export async function openForm(page: Page, locale: Locale = "en") {
  await page.goto(`${localePath(locale, "/join")}#apply`);
  await waitForHydration(page);
  await expect(formField(page, "firstName", locale)).toBeEnabled();
}

/** The one toast showing: its kind and its words. */
export async function expectToast(
  page: Page,
  variant: "destructive" | "default",
  words: { title: string; description: string },
) {
  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-variant", variant);
  await expect(toast.getByText(words.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(words.description, { exact: true })).toBeVisible();
  return toast;
}
