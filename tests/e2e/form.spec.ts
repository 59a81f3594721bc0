import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test, expect, waitForHydration } from "./fixtures";

const TERMS = "I agree to the terms and conditions and privacy policy";
const TERMS_TITLE = "Terms Required";
const TERMS_TEXT = "Please agree to the terms and conditions to continue.";
const SUCCESS_TITLE = "Application Submitted!";
const SUCCESS_TEXT = "We'll review your application and get back to you within 48 hours.";

const valid = {
  "First name": "Ada",
  "Last name": "Lovelace",
  "Student e-mail": "ada@example.com",
  Age: "14",
  Country: "Ireland",
  Interests: "Engines, poetry and the stars.",
  "Parent or guardian e-mail": "parent@example.com",
};
type TextLabel = keyof typeof valid;

/** A control by its label; the visual "*" required marker is aria-hidden but still label text. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
const toasts = (page: Page) => page.locator("section[aria-live='polite'] [data-sonner-toast]");
const submitButton = (page: Page) => page.getByRole("button", { name: "Submit Application" });

async function openForm(page: Page) {
  await page.goto("/join#apply");
  await waitForHydration(page);
  await expect(field(page, "First name")).toBeEnabled();
}

async function fill(page: Page, overrides: Partial<Record<TextLabel, string>> = {}) {
  for (const [label, value] of Object.entries({ ...valid, ...overrides })) {
    await field(page, label).fill(value);
  }
  await field(page, "Current grade").selectOption("9");
}

/** The browser blocked the submit: no toast, and this field was reported and focused. */
async function expectBlockedAt(page: Page, control: Locator, flag: keyof ValidityState) {
  await submitButton(page).click();
  await expect(control).toBeFocused();
  expect(await control.evaluate((el, key) => (el as HTMLInputElement).validity[key], flag)).toBe(
    true,
  );
  await page.waitForTimeout(300);
  await expect(toasts(page)).toHaveCount(0);
}

test.describe("application form", () => {
  test("has every field with its label, type, rules and autocomplete token", async ({ page }) => {
    await openForm(page);
    const expected: [string, Record<string, string | null>][] = [
      ["First name", { type: "text", autocomplete: "given-name" }],
      ["Last name", { type: "text", autocomplete: "family-name" }],
      ["Student e-mail", { type: "email", autocomplete: "email" }],
      ["Age", { type: "number", min: "10", max: "18" }],
      ["Country", { type: "text", autocomplete: "country-name", list: "apply-country-options" }],
      ["Parent or guardian e-mail", { type: "email", autocomplete: "section-parent email" }],
    ];
    for (const [label, attributes] of expected) {
      const control = field(page, label);
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("required", "");
      for (const [name, value] of Object.entries(attributes)) {
        await expect(control).toHaveAttribute(name, value as string);
      }
    }
    await expect(field(page, "Age")).toHaveAccessibleDescription(/10 to 18/);
    await expect(field(page, "Interests")).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(field(page, "Interests")).toHaveAttribute("required", "");
    // The country suggestions load when the visitor reaches the field.
    await field(page, "Country").focus();
    await expect
      .poll(() => page.locator("#apply-country-options option").count())
      .toBeGreaterThan(150);

    const grade = field(page, "Current grade");
    await expect(grade).toHaveJSProperty("tagName", "SELECT");
    await expect(grade).toHaveAttribute("required", "");
    const options = await grade
      .locator("option")
      .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options.slice(1)).toEqual(
      [5, 6, 7, 8, 9, 10, 11, 12].map((grade) => [String(grade), `${grade}th Grade`]),
    );
    expect(options[0]?.[0]).toBe("");

    const terms = page.getByRole("checkbox", { name: TERMS, exact: true });
    await expect(terms).not.toBeChecked();
    await expect(page.getByText(TERMS, { exact: true })).toBeVisible();
  });

  test("an empty submit is blocked by the browser", async ({ page }) => {
    await openForm(page);
    await expectBlockedAt(page, field(page, "First name"), "valueMissing");
  });

  test("ages 9 and 19 are rejected", async ({ page }) => {
    await openForm(page);
    await fill(page, { Age: "9" });
    await expectBlockedAt(page, field(page, "Age"), "rangeUnderflow");
    await fill(page, { Age: "19" });
    await expectBlockedAt(page, field(page, "Age"), "rangeOverflow");
    await expect(page.getByText("Enter an age from 10 to 18.")).toBeVisible();
  });

  test("malformed e-mail addresses are rejected", async ({ page }) => {
    await openForm(page);
    await fill(page, { "Student e-mail": "ada-at-example.com" });
    await expectBlockedAt(page, field(page, "Student e-mail"), "typeMismatch");
    await fill(page, { "Parent or guardian e-mail": "parent@" });
    await expectBlockedAt(page, field(page, "Parent or guardian e-mail"), "typeMismatch");
  });

  test("without the terms: a destructive Terms Required toast, nothing cleared", async ({
    page,
  }) => {
    await openForm(page);
    await fill(page);
    await submitButton(page).click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast.getByText(TERMS_TITLE, { exact: true })).toBeVisible();
    await expect(toast.getByText(TERMS_TEXT, { exact: true })).toBeVisible();
    // Destructive: the danger token (#f0456a) outlines it.
    await expect(toast).toHaveCSS("border-top-color", "rgb(240, 69, 106)");
    await expect(page.getByRole("checkbox", { name: TERMS })).toBeFocused();
    await expect(field(page, "First name")).toHaveValue("Ada");
  });

  test("with the terms: the success toast, then a cleared form", async ({ page }) => {
    await openForm(page);
    await fill(page);
    await page.getByRole("checkbox", { name: TERMS }).check();
    await submitButton(page).click();
    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-type", "success");
    await expect(toast.getByText(SUCCESS_TITLE, { exact: true })).toBeVisible();
    await expect(toast.getByText(SUCCESS_TEXT, { exact: true })).toBeVisible();
    await expect(field(page, "First name")).toHaveValue("");
    await expect(page.locator("#apply :user-invalid")).toHaveCount(0);
  });

  test("toasts can be dismissed", async ({ page }) => {
    await openForm(page);
    await fill(page);
    await submitButton(page).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("submitting sends nothing, stores nothing and leaves the URL alone", async ({
    page,
    context,
  }) => {
    await openForm(page);
    // Reaching the form loads its own code (toasts, country suggestions) from this
    // site; let that finish, so what is recorded below is the submitting alone.
    await field(page, "Country").focus();
    await page.waitForLoadState("networkidle");
    const urlBefore = page.url();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));

    await fill(page);
    await submitButton(page).click();
    await expect(toasts(page).getByText(TERMS_TITLE)).toBeVisible();
    await fill(page);
    await page.getByRole("checkbox", { name: TERMS }).check();
    await submitButton(page).click();
    await expect(toasts(page).getByText(SUCCESS_TITLE)).toBeVisible();
    await page.waitForTimeout(500);

    expect(requests).toEqual([]);
    expect(page.url()).toBe(urlBefore);
    expect(new URL(page.url()).search).toBe("");
    const stored = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).length,
    }));
    expect(stored).toEqual({ local: 0, session: 0, cookie: "", databases: 0 });
    expect(await context.cookies()).toEqual([]);
  });

  test("without JavaScript the form can be filled in, Submit goes nowhere, and a note says why", async ({
    staticPage: page,
  }) => {
    await page.goto("/join#apply");
    const urlBefore = page.url();
    await expect(page.getByText(/This form needs JavaScript/)).toBeVisible();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.method()} ${request.url()}`));
    await fill(page);
    await page.getByRole("checkbox", { name: TERMS }).check();
    await submitButton(page).click();
    await field(page, "First name").press("Enter");
    await page.waitForTimeout(500);
    // Nothing was sent, the page did not move, and nothing went into the address.
    expect(requests).toEqual([]);
    expect(page.url()).toBe(urlBefore);
    await expect(field(page, "First name")).toHaveValue(valid["First name"]);
  });

  test("hostile and unusual input stays plain text", async ({ page }) => {
    await openForm(page);
    const markup = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;
    const rtl = "مرحبا بالعالم שלום";
    const long = "🚀".repeat(20) + "x".repeat(10_000);
    await fill(page, { "First name": rtl, "Last name": markup, Interests: `${markup}\n${long}` });
    await field(page, "Country").fill("‮Ireland 🇮🇪");
    await page.getByRole("checkbox", { name: TERMS }).check();
    await submitButton(page).click();
    await expect(toasts(page).getByText(SUCCESS_TITLE)).toBeVisible();
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await expect(page.locator("#apply img, #apply script")).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("Enroll Now in the header leads to the form", async ({ page, isMobile }) => {
    await page.goto("/");
    await waitForHydration(page);
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Enroll Now" }).first().click();
    await expect(page).toHaveURL(/\/join#apply$/);
    await expect(page.locator("#apply")).toBeInViewport();
  });

  test("sonner and the form load on /join only", async ({ page }) => {
    const loaded = async (path: string) => {
      const urls = new Set<string>();
      const listener = (request: { url(): string; resourceType(): string }) => {
        if (["script", "stylesheet"].includes(request.resourceType())) urls.add(request.url());
      };
      page.on("request", listener);
      await page.goto(path);
      await waitForHydration(page);
      // The toasts load when the visitor reaches for the form.
      if (path === "/join") await page.getByLabel(/First name/).focus();
      await page.waitForLoadState("networkidle");
      page.off("request", listener);
      return urls;
    };
    const home = await loaded("/");
    const join = await loaded("/join");
    const joinOnly = [...join].filter((url) => !home.has(url));
    const bodies = await Promise.all(
      [...join].map(async (url) => [url, await (await page.request.get(url)).text()] as const),
    );
    const holding = (marker: string) =>
      bodies.filter(([, body]) => body.includes(marker)).map(([url]) => url);
    for (const marker of ["data-sonner-toaster", "apply-country-options"]) {
      const urls = holding(marker);
      expect(urls.length, marker).toBeGreaterThan(0);
      for (const url of urls) expect(joinOnly, `${marker} in ${url}`).toContain(url);
    }
  });

  for (const outcome of ["terms", "success"] as const) {
    test(`axe finds no violations with the ${outcome} toast showing`, async ({ page }) => {
      await openForm(page);
      await fill(page);
      if (outcome === "success") await page.getByRole("checkbox", { name: TERMS }).check();
      await submitButton(page).click();
      await expect(toasts(page)).toHaveAttribute("data-mounted", "true");
      await page.waitForTimeout(600); // let the entrance transition finish for contrast checks
      // Audit the resting page: the primary button's hover colour is the button's own concern.
      await page.mouse.move(0, 0);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
