import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { test, expect, painted, waitForHydration } from "./fixtures";
import { MESSAGES, SITE_PAGES, escapeRegExp, localePath } from "./site-data";
import type { Locale, SitePage } from "./site-data";

// The spec's strings, written out: the app must show exactly these.
const TERMS = "I agree to the terms and conditions and privacy policy";
const TERMS_TITLE = "Terms Required";
const TERMS_TEXT = "Please agree to the terms and conditions to continue.";
const SUCCESS_TITLE = "Application Submitted!";
const SUCCESS_TEXT = "We'll review your application and get back to you within 48 hours.";
const TERMS_TOAST = { title: TERMS_TITLE, description: TERMS_TEXT };
const SUCCESS_TOAST = { title: SUCCESS_TITLE, description: SUCCESS_TEXT };
const GRADES = [5, 6, 7, 8, 9, 10, 11, 12];

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  age: "14",
  country: "Ireland",
  interests: "Engines, poetry and the stars.",
  parentEmail: "parent@example.com",
};
type Field = keyof typeof valid | "currentGrade";
type Words = { title: string; description: string };
const copyOf = (locale: Locale) => MESSAGES[locale].application;

/** A control by its label; the visual "*" required marker is aria-hidden but still label text. */
const field = (page: Page, name: Field, locale: Locale = "en") =>
  page.getByLabel(new RegExp(`^${escapeRegExp(copyOf(locale).fields[name].label)}\\s*\\*?$`));
const termsBox = (page: Page, name = TERMS) => page.getByRole("checkbox", { name, exact: true });
const submitButton = (page: Page, locale: Locale = "en") =>
  page.getByRole("button", { name: copyOf(locale).submitLabel, exact: true });
/** The toasts, in Radix's list: a region named for its F8 shortcut. */
const toasts = (page: Page, locale: Locale = "en") =>
  page
    .getByRole("region", {
      name: copyOf(locale).toasts.region.replace("{hotkey}", "F8"),
      exact: true,
    })
    .locator("[data-slot=toast]");
const formLink = (page: Page, name: string) =>
  page.locator("#apply").getByRole("link", { name, exact: true });

/** The consent label's links in a language: their words and the page each opens. */
function consentLinks(locale: Locale) {
  const parts = copyOf(locale).termsLabel;
  // Each tag of the message links the page it names: <terms>…</terms> the terms.
  const links = parts.flatMap((part) => (typeof part === "object" ? [part] : []));
  return links.map(({ text, tag: id }) => ({
    text,
    to: SITE_PAGES.find((page) => page.id === id && page.locale === locale)!,
  }));
}

async function openForm(page: Page, locale: Locale = "en") {
  await page.goto(`${localePath(locale, "/join")}#apply`);
  await waitForHydration(page);
  await expect(field(page, "firstName", locale)).toBeEnabled();
}

async function fill(page: Page, overrides: Partial<typeof valid> = {}, locale: Locale = "en") {
  for (const [name, value] of Object.entries({ ...valid, ...overrides })) {
    await field(page, name as Field, locale).fill(value);
  }
  await field(page, "currentGrade", locale).selectOption("9");
}

/** The one toast showing: its kind and its exact words. */
async function expectToast(page: Page, variant: string, words: Words, locale: Locale = "en") {
  const toast = toasts(page, locale);
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute("data-variant", variant);
  await expect(toast.getByText(words.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(words.description, { exact: true })).toBeVisible();
  return toast;
}

/** The browser blocked the submit: no toast, and this field was reported and focused. */
async function expectBlockedAt(page: Page, control: Locator, flag: keyof ValidityState) {
  await submitButton(page).click();
  await expect(control).toBeFocused();
  const flagged = await control.evaluate((el, key) => (el as HTMLInputElement).validity[key], flag);
  expect(flagged).toBe(true);
  await painted(page);
  await expect(toasts(page)).toHaveCount(0);
}

/** The grade select's options as [value, text]. */
const gradeOptions = (page: Page, locale: Locale = "en") =>
  field(page, "currentGrade", locale)
    .locator("option")
    .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));

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

test("has every field with its label, type, rules and autocomplete token", async ({ page }) => {
  await openForm(page);
  const expected: [Field, Record<string, string>][] = [
    ["firstName", { type: "text", autocomplete: "given-name" }],
    ["lastName", { type: "text", autocomplete: "family-name" }],
    ["email", { type: "email", autocomplete: "email" }],
    ["age", { type: "number", min: "10", max: "18" }],
    ["country", { type: "text", autocomplete: "country-name", list: "apply-country-options" }],
    ["parentEmail", { type: "email", autocomplete: "section-parent email" }],
    ["interests", {}],
    ["currentGrade", {}],
  ];
  for (const [name, attributes] of expected) {
    const control = field(page, name);
    await expect(control).toBeVisible();
    await expect(control).toHaveAttribute("required", "");
    for (const [key, value] of Object.entries(attributes)) {
      await expect(control).toHaveAttribute(key, value);
    }
  }
  await expect(field(page, "age")).toHaveAccessibleDescription(/10 to 18/);
  await expect(field(page, "interests")).toHaveJSProperty("tagName", "TEXTAREA");
  // The country suggestions load when the visitor reaches the field.
  await field(page, "country").focus();
  const suggestions = page.locator("#apply-country-options option");
  await expect.poll(() => suggestions.count()).toBeGreaterThan(150);

  await expect(field(page, "currentGrade")).toHaveJSProperty("tagName", "SELECT");
  const options = await gradeOptions(page);
  expect(options[0]?.[0]).toBe("");
  expect(options.slice(1)).toEqual(GRADES.map((grade) => [String(grade), `${grade}th Grade`]));
  // The links inside the consent label leave its name exactly the spec's.
  await expect(termsBox(page)).not.toBeChecked();
});

test("the browser blocks empty, out-of-range and malformed answers", async ({ page }) => {
  await openForm(page);
  await expectBlockedAt(page, field(page, "firstName"), "valueMissing");
  await fill(page, { age: "9" });
  await expectBlockedAt(page, field(page, "age"), "rangeUnderflow");
  // From here one answer changes at a time, the others stay valid (refilling the whole
  // form each time made this test run past its 30 s on a phone under load).
  await field(page, "age").fill("19");
  await expectBlockedAt(page, field(page, "age"), "rangeOverflow");
  await expect(page.getByText(copyOf("en").fields.age.error)).toBeVisible();
  await field(page, "age").fill(valid.age);
  await field(page, "email").fill("ada-at-example.com");
  await expectBlockedAt(page, field(page, "email"), "typeMismatch");
  await field(page, "email").fill(valid.email);
  await field(page, "parentEmail").fill("parent@");
  await expectBlockedAt(page, field(page, "parentEmail"), "typeMismatch");
});

test(
  "the terms rule, and a submit sends and keeps nothing",
  { tag: "@motion" },
  async ({ page, context }) => {
    await openForm(page);
    // Reaching the form loads its country suggestions; let that finish, so what is
    // recorded below is the submitting alone.
    await field(page, "country").focus();
    await page.waitForLoadState("networkidle");
    const urlBefore = page.url();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await fill(page);
    await submitButton(page).click();
    await submitButton(page).click(); // a second answer replaces the first: one toast at a time
    const toast = await expectToast(page, "destructive", TERMS_TOAST);
    // Destructive: the danger token (#f0456a) outlines it.
    await expect(toast).toHaveCSS("border-top-color", "rgb(240, 69, 106)");
    await expect(termsBox(page)).toBeFocused();
    await expect(field(page, "firstName")).toHaveValue(valid.firstName); // nothing cleared
    await termsBox(page).check();
    await submitButton(page).click();
    await expectToast(page, "default", SUCCESS_TOAST);
    await expect(field(page, "firstName")).toHaveValue(""); // the application is done
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
    await page.getByRole("button", { name: copyOf("en").toasts.dismiss }).click();
    await expect(toasts(page)).toHaveCount(0);
  },
);

for (const how of ["click", "keyboard"] as const) {
  test(`the consent links open in a new tab, tick and lose nothing (${how})`, async ({ page }) => {
    const expected = ["terms and conditions: /terms", "privacy policy: /privacy"];
    expect(consentLinks("en").map(({ text, to }) => `${text}: ${to.path}`)).toEqual(expected);
    await openForm(page);
    await fill(page);
    await termsBox(page).focus();
    for (const { text, to } of consentLinks("en")) {
      const link = formLink(page, text);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAccessibleDescription(copyOf("en").newTab);
      if (how === "keyboard") await page.keyboard.press("Tab");
      if (how === "keyboard") await expect(link).toBeFocused();
      const follow = how === "click" ? () => link.click() : () => page.keyboard.press("Enter");
      await expectNewTab(page, follow, to);
      for (const [name, value] of Object.entries(valid)) {
        await expect(field(page, name as Field)).toHaveValue(value);
      }
      await expect(field(page, "currentGrade")).toHaveValue("9");
      await expect(termsBox(page)).not.toBeChecked();
    }
  });
}

test("in Spanish: its labels, grades, toasts and consent links", async ({ page }) => {
  const es = copyOf("es");
  await openForm(page, "es");
  for (const name of [...Object.keys(valid), "currentGrade"] as Field[]) {
    await expect(field(page, name, "es")).toBeVisible();
  }
  const options = await gradeOptions(page, "es");
  expect(options.slice(1)).toEqual(GRADES.map((grade) => [String(grade), es.grade({ grade })]));
  const links = consentLinks("es");
  expect(links.map(({ to }) => to.path)).toEqual(["/es/terms", "/es/privacy"]);
  for (const { text, to } of links) {
    await expectNewTab(page, () => formLink(page, text).click(), to);
  }
  await fill(page, {}, "es");
  await submitButton(page, "es").click();
  await expectToast(page, "destructive", es.toasts.termsRequired, "es");
  const parts = es.termsLabel as (string | { text: string })[];
  await termsBox(page, parts.map((p) => (typeof p === "string" ? p : p.text)).join("")).check();
  await submitButton(page, "es").click();
  await expectToast(page, "default", es.toasts.submitted, "es");
});

test("JavaScript off: fillable, goes nowhere, a note says why", async ({ staticPage: page }) => {
  await page.goto("/join#apply");
  const urlBefore = page.url();
  await expect(page.getByText(copyOf("en").noscriptNote, { exact: true })).toBeVisible();
  const requests: string[] = [];
  page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
  await fill(page);
  await termsBox(page).check();
  await submitButton(page).click();
  await field(page, "firstName").press("Enter");
  // A navigation or a request would have started by now (the page runs no script).
  await page.waitForLoadState("networkidle");
  // Nothing was sent, the page did not move, and nothing went into the address.
  expect(requests).toEqual([]);
  expect(page.url()).toBe(urlBefore);
  await expect(field(page, "firstName")).toHaveValue(valid.firstName);
});

test("hostile and unusual input stays plain text", async ({ page }) => {
  await openForm(page);
  const markup = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
  const [rtl, long] = ["مرحبا بالعالم שלום", "🚀".repeat(20) + "x".repeat(10_000)];
  await fill(page, { firstName: rtl, lastName: markup, interests: `${markup}\n${long}` });
  await field(page, "country").fill("‮Ireland 🇮🇪");
  await termsBox(page).check();
  await submitButton(page).click();
  await expectToast(page, "default", SUCCESS_TOAST);
  expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
  await expect(page.locator("#apply img, #apply script, [data-slot=toast] img")).toHaveCount(0);
  const html = page.locator("html");
  expect(await html.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
});

test("the form's code loads on Join only, in both languages, never on Home", async ({ page }) => {
  for (const path of ["/", "/es", "/join", "/es/join"]) {
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
  await fill(page);
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
