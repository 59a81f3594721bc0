import type { Locator, Page } from "@playwright/test";
import { AGE_MAX, AGE_MIN } from "../../app/content/application-limits";
import { axeViolations } from "./axe";
import { test, expect, painted, waitForHydration } from "./fixtures";
import {
  ANSWERS,
  FORM,
  expectToast,
  fillApplication,
  formField,
  openForm,
  submitButton,
  termsBox,
  toasts,
  type Field,
} from "./form-helpers";
import { MESSAGES, escapeRegExp, localePath, locales, pageIn, type SitePage } from "./site-data";

// What a real browser adds to the form: its own validation, the links' new tabs, and
// that nothing is ever sent or kept. The form's words, fields and toasts as React renders
// them, in every language, are app/components/join/application-form.test.tsx's.

const { termsRequired: TERMS_TOAST, submitted: SUCCESS_TOAST } = FORM.toasts;

/** The browser blocked the submit: no toast, and this field was reported and focused. */
async function expectBlockedAt(page: Page, control: Locator, flag: keyof ValidityState) {
  await submitButton(page).click();
  await expect(control).toBeFocused();
  const flagged = await control.evaluate((el, key) => (el as HTMLInputElement).validity[key], flag);
  expect(flagged).toBe(true);
  await painted(page);
  await expect(toasts(page)).toHaveCount(0);
}

/**
 * `act` follows a link: it opened `to` in one new tab (checked, then closed). The tab is
 * looked for once the browser has settled: Chromium's headless shell first opens a blank
 * one that it closes at once.
 */
async function expectNewTab(page: Page, act: () => Promise<void>, to: SitePage) {
  const before = new Set(page.context().pages());
  const opened = () =>
    page
      .context()
      .pages()
      .filter((tab) => !before.has(tab));
  await act();
  const path = new RegExp(`${escapeRegExp(to.path)}$`);
  await expect.poll(() => opened().map((tab) => tab.url())).toEqual([expect.stringMatching(path)]);
  const [popup] = opened();
  if (!popup) throw new Error(`No new tab for ${to.path}`);
  await expect(popup.getByRole("heading", { level: 1 })).toHaveText(to.h1);
  await popup.close();
  await page.bringToFront();
}

test("the browser blocks empty, out-of-range and malformed answers", async ({ page }) => {
  await openForm(page);
  await expectBlockedAt(page, formField(page, "firstName"), "valueMissing");
  await fillApplication(page, { age: String(AGE_MIN - 1) });
  await expectBlockedAt(page, formField(page, "age"), "rangeUnderflow");
  // From here one answer changes at a time, the others stay valid (refilling the whole
  // form each time made this test run past its 30 s on a phone under load).
  await formField(page, "age").fill(String(AGE_MAX + 1));
  await expectBlockedAt(page, formField(page, "age"), "rangeOverflow");
  await expect(page.getByText(FORM.fields.age.error)).toBeVisible();
  await formField(page, "age").fill(ANSWERS.age);
  await formField(page, "email").fill("ada-at-example.com");
  await expectBlockedAt(page, formField(page, "email"), "typeMismatch");
  await formField(page, "email").fill(ANSWERS.email);
  await formField(page, "parentEmail").fill("parent@");
  await expectBlockedAt(page, formField(page, "parentEmail"), "typeMismatch");
  // The country suggestions load when the visitor reaches the field.
  await formField(page, "country").focus();
  await expect
    .poll(() => page.locator("#apply-country-options option").count())
    .toBeGreaterThan(150);
});

test(
  "the terms rule, and a submit sends and keeps nothing",
  { tag: "@motion" },
  async ({ page, context }) => {
    await openForm(page);
    // Reaching the form loads its country suggestions; let that finish, so what is
    // recorded below is the submitting alone.
    await formField(page, "country").focus();
    await page.waitForLoadState("networkidle");
    const urlBefore = page.url();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await fillApplication(page);
    await submitButton(page).click();
    await submitButton(page).click(); // a second answer replaces the first: one toast at a time
    const toast = await expectToast(page, "destructive", TERMS_TOAST);
    // Destructive: the danger token (#f0456a) outlines it.
    await expect(toast).toHaveCSS("border-top-color", "rgb(240, 69, 106)");
    await expect(termsBox(page)).toBeFocused();
    await termsBox(page).check();
    await submitButton(page).click();
    await expectToast(page, "default", SUCCESS_TOAST);
    await expect(page.locator("#apply :user-invalid")).toHaveCount(0);
    // Whatever the submit set off would be under way by now.
    await page.waitForLoadState("networkidle");
    await painted(page);
    expect(requests).toEqual([]);
    expect(page.url()).toBe(urlBefore);
    const stored = await page.evaluate(async () => [
      localStorage.length + sessionStorage.length + (await indexedDB.databases()).length,
      document.cookie,
    ]);
    expect(stored).toEqual([0, ""]);
    expect(await context.cookies()).toEqual([]);
    await page.getByRole("button", { name: FORM.toasts.dismiss }).click();
    await expect(toasts(page)).toHaveCount(0);
  },
);

// The consent label's links, by click and by keyboard, in each language in turn.
for (const [index, how] of (["click", "keyboard"] as const).entries()) {
  const locale = locales[index % locales.length]?.code ?? "en";
  test(`the consent links open in a new tab and lose nothing (${how}, ${locale})`, async ({
    page,
  }) => {
    await openForm(page, locale);
    await fillApplication(page, {}, locale);
    await termsBox(page, locale).focus();
    const { termsLabel } = MESSAGES[locale].application;
    // Each tag of the label links the page it names: <terms>…</terms> the terms.
    const links = termsLabel.flatMap((part) => (typeof part === "string" ? [] : [part]));
    expect(links.length).toBeGreaterThan(0);
    for (const { text, tag } of links) {
      const link = page.locator("#apply").getByRole("link", { name: text, exact: true });
      if (how === "keyboard") await page.keyboard.press("Tab");
      if (how === "keyboard") await expect(link).toBeFocused();
      const follow = how === "click" ? () => link.click() : () => page.keyboard.press("Enter");
      await expectNewTab(page, follow, pageIn(tag as SitePage["id"], locale));
      for (const [name, value] of Object.entries(ANSWERS)) {
        await expect(formField(page, name as Field, locale)).toHaveValue(value);
      }
      await expect(termsBox(page, locale)).not.toBeChecked();
    }
  });
}

test("JavaScript off: fillable, goes nowhere, a note says why", async ({ staticPage: page }) => {
  await page.goto("/join#apply");
  const urlBefore = page.url();
  await expect(page.getByText(FORM.noscriptNote, { exact: true })).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await fillApplication(page);
  await termsBox(page).check();
  await submitButton(page).click();
  await formField(page, "firstName").press("Enter");
  // A navigation or a request would have started by now (the page runs no script).
  await page.waitForLoadState("networkidle");
  // Nothing was sent, the page did not move, and nothing went into the address.
  expect(requests).toEqual([]);
  expect(page.url()).toBe(urlBefore);
  await expect(formField(page, "firstName")).toHaveValue(ANSWERS.firstName);
});

test("the form's code loads on Join only, in both languages, never on Home", async ({ page }) => {
  for (const path of locales.flatMap(({ code }) => [
    localePath(code, "/"),
    localePath(code, "/join"),
  ])) {
    await page.goto(path);
    await waitForHydration(page);
    // The country suggestions load when the visitor reaches the form.
    if (path.endsWith("join")) await page.locator("#apply-country").focus();
    await page.waitForLoadState("networkidle");
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
    );
    const formCode = loaded.filter((url) => /^\/assets\/application-form-[\w-]+\.js$/.test(url));
    expect(formCode, path).toHaveLength(path.endsWith("join") ? 1 : 0);
  }
});

test("axe finds no violations with either toast showing", async ({ page }) => {
  // Two audits of the whole page, each about 5 s of the machine's time alone and three
  // times that under the suite's own load on two cores (tests/e2e/axe.ts).
  test.slow();
  await openForm(page);
  await fillApplication(page);
  for (const words of [TERMS_TOAST, SUCCESS_TOAST]) {
    const variant = words === TERMS_TOAST ? "destructive" : "default";
    if (variant === "default") await termsBox(page).check();
    await submitButton(page).click();
    const toast = await expectToast(page, variant, words);
    // Let the entrance animation finish, so the contrast checks see the toast at rest.
    await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    // Radix holds a toast while the pointer is on it, so it stays up through the audit
    // (and no button is hovered: a hover colour is that button's own concern).
    await toast.getByText(words.title).hover();
    expect(await axeViolations(page), variant).toEqual([]);
    await expect(toasts(page)).toHaveCount(1); // it was there while audited
  }
});
