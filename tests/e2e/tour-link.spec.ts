import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import {
  AXE_TAGS,
  COUNT,
  counter,
  expectShowing,
  item,
  settle,
  stubPhotos,
  tabTo,
  tourButton,
  tourDialog,
} from "./tour-helpers";

// A link to one place in the tour: /#tour opens the grid, /#tour-3 the third place;
// the address follows the tour without new history entries; Copy link shares it.

test.describe.configure({ timeout: 90_000 });

const hash = (page: Page) => page.evaluate(() => window.location.hash);
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

async function visit(page: Page, fragment: string) {
  await stubPhotos(page, "failing");
  await page.goto(`/${fragment}`);
  await waitForHydration(page);
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

test("/#tour opens the tour in grid mode", async ({ page }) => {
  const dialog = await visit(page, "#tour");
  await expect(dialog.getByRole("button", { name: "Show fullscreen" })).toBeVisible();
  for (let index = 0; index < COUNT; index += 1) {
    await expect(dialog.getByRole("button", { name: new RegExp(item(index).title) })).toBeVisible();
  }
  await expect(counter(dialog)).toHaveCount(0);
});

test("/#tour-3 opens the third place in fullscreen", async ({ page }) => {
  const dialog = await visit(page, "#tour-3");
  await expectShowing(dialog, 2);
  await expect(dialog.getByRole("button", { name: "Show grid" })).toBeVisible();
});

for (const fragment of ["#tour-0", "#tour-9", "#tour-x", "#tour-", "#tour-03x", "#tour-1e3"]) {
  test(`${fragment}, a place that does not exist, opens the grid`, async ({ page }) => {
    const dialog = await visit(page, fragment);
    await expect(dialog.getByRole("button", { name: "Show fullscreen" })).toBeVisible();
    await expect(counter(dialog)).toHaveCount(0);
    // The address now names what is shown.
    expect(await hash(page)).toBe("#tour");
  });
}

test("other fragments leave the tour closed", async ({ page }) => {
  await page.goto("/#features");
  await waitForHydration(page);
  await expect(tourDialog(page)).toHaveCount(0);
});

test("the address follows the tour without new history entries, and closing clears it", async ({
  page,
  isMobile,
}) => {
  await stubPhotos(page, "failing");
  await page.goto("/");
  await waitForHydration(page);
  const entries = await historyLength(page);
  await (isMobile ? tourButton(page).tap() : tourButton(page).click());
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => hash(page)).toBe("#tour");

  await dialog.getByRole("button", { name: new RegExp(item(COUNT - 1).title) }).click();
  await expect.poll(() => hash(page)).toBe(`#tour-${COUNT}`);
  await dialog.getByRole("button", { name: "Next image" }).click();
  await expect.poll(() => hash(page)).toBe("#tour-1");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => hash(page)).toBe(`#tour-${COUNT}`);
  await dialog.getByRole("button", { name: "Show grid" }).click();
  await expect.poll(() => hash(page)).toBe("#tour");
  expect(await historyLength(page), "no history entry per image").toBe(entries);

  await dialog.getByRole("button", { name: "Close tour" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/");
  expect(page.url()).not.toContain("#");
  expect(await historyLength(page)).toBe(entries);
});

test("Back and Forward close and reopen a tour that a link opened", async ({ page }) => {
  await stubPhotos(page, "failing");
  await page.goto("/");
  await waitForHydration(page);
  // A link on the page to a place in the tour, as a visitor might follow from a message.
  await page.evaluate(() => {
    window.location.hash = "#tour-2";
  });
  const dialog = tourDialog(page);
  await expectShowing(dialog, 1);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await page.goForward();
  await expectShowing(dialog, 1);
});

test.describe("Copy link", () => {
  test("copies the link to the place shown, and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await visit(page, "#tour-4");
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expectShowing(dialog, 4);
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/Link copied/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/#tour-5`);
    // A visitor who opens that link lands on the same place.
    await page.goto(copied);
    await expectShowing(tourDialog(page), 4);
  });

  test("where the clipboard is refused, shows the link selected to copy by hand", async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
      });
    });
    const dialog = await visit(page, "#tour-6");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/did not allow copying/);
    const field = dialog.getByRole("textbox", { name: "Link to this place in the tour" });
    await expect(field).toHaveValue(`${baseURL}/#tour-6`);
    await expect(field).toBeFocused();
    const selected = await field.evaluate(
      (input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!,
    );
    expect(selected).toBe(`${baseURL}/#tour-6`.length);
  });

  test("works with the keyboard alone", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await stubPhotos(page, "failing");
    await page.goto("/");
    await waitForHydration(page);
    await tourButton(page).focus();
    await page.keyboard.press("Enter");
    const dialog = tourDialog(page);
    await expect(dialog).toBeVisible();
    // Into the grid, open the second card, then on to Copy link.
    await tabTo(page, dialog.getByRole("button", { name: new RegExp(item(1).title) }));
    await page.keyboard.press("Enter");
    await expectShowing(dialog, 1);
    await tabTo(page, dialog.getByRole("button", { name: "Copy link" }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText(/Link copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/#tour-2`);
  });

  test("axe finds no violations with the confirmation showing", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await visit(page, "#tour-1");
    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("status")).toHaveText(/Link copied/);
    await settle(dialog);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations).toEqual([]);
  });
});
