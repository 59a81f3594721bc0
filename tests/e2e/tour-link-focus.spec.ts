import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { TOUR_CHUNK, hash, holdRequests, href, loadWithoutCode, stubPhotos } from "./tour-helpers";
import {
  expectFocusOnCard,
  expectFocusOnGrid,
  expectFocusOnPlace,
  tourDialogIn,
  tourWords,
} from "./tour-focus-helpers";

// A shared link lands the visitor inside the tour: /#tour-3 with focus on the place shown
// (its photo, named "Robotics Workshop 3 of 6"), /#tour on the dialog itself, so a screen
// reader says the dialog's name and where the visitor is, and the keys work at once.
// So do Back and Forward to those addresses, and so it stays when the code comes late.

test.describe.configure({ timeout: 90_000 });

/** Escape closes the tour at once: no place left in the address, focus on Virtual Tour. */
async function expectEscapeCloses(page: Page, locale: "en" | "es") {
  await page.keyboard.press("Escape");
  await expect(tourDialogIn(page, locale)).toBeHidden();
  await expect.poll(() => href(page)).not.toContain("#");
  const { tourButton } = tourWords(locale);
  await expect(page.getByRole("button", { name: tourButton, exact: true })).toBeFocused();
}

/** The browser's Back (-1) or Forward (1), and the address it leads to, `to`. */
async function traverse(page: Page, step: -1 | 1, to: string) {
  await (step === -1 ? page.goBack() : page.goForward());
  await expect.poll(() => href(page)).toBe(new URL(to, page.url()).href);
}

for (const [locale, path] of [
  ["en", "/#tour-3"],
  ["es", "/es#tour-3"],
] as const) {
  test(`${path}: focus on the place shown, the arrows and Escape work at once`, async ({
    page,
  }) => {
    await stubPhotos(page, "failing");
    await page.goto(path);
    // No intent shown: the open dialog loads its code by itself.
    await expectFocusOnPlace(page, locale, 2);
    await page.keyboard.press("ArrowRight");
    await expectFocusOnPlace(page, locale, 3);
    await expect.poll(() => hash(page)).toBe("#tour-4");
    await page.keyboard.press("ArrowLeft");
    await expectFocusOnPlace(page, locale, 2);
    await expectEscapeCloses(page, locale);
  });
}

test("/#tour: focus on the dialog itself, named; Escape closes it", async ({ page }) => {
  await stubPhotos(page, "failing");
  await page.goto("/#tour");
  await waitForHydration(page);
  await expectFocusOnGrid(page, "en");
  await expectEscapeCloses(page, "en");
});

test("Back and Forward to a place and to the grid land focus as a link does", async ({ page }) => {
  await stubPhotos(page, "failing");
  await page.goto("/");
  await waitForHydration(page);
  // Links followed in this tab: a place of the tour, then another part of the page.
  const follow = (fragment: string) =>
    page.evaluate((value) => void (window.location.hash = value), fragment);
  await follow("#tour-3");
  await expectFocusOnPlace(page, "en", 2);
  await follow("#features");
  await expect(tourDialogIn(page, "en")).toBeHidden();

  await traverse(page, -1, "/#tour-3");
  await expectFocusOnPlace(page, "en", 2);
  await page.keyboard.press("ArrowRight"); // the entry's address follows: /#tour-4
  await expectFocusOnPlace(page, "en", 3);
  await traverse(page, -1, "/");
  await expect(tourDialogIn(page, "en")).toBeHidden();
  await traverse(page, 1, "/#tour-4");
  await expectFocusOnPlace(page, "en", 3);

  await expectEscapeCloses(page, "en");
  await follow("#tour");
  await expectFocusOnGrid(page, "en");
  await traverse(page, -1, "/");
  await expect(tourDialogIn(page, "en")).toBeHidden();
  await traverse(page, 1, "/#tour");
  await expectFocusOnGrid(page, "en");
});

test.describe("the tour's code arriving late", () => {
  test("/#tour-3: focus on the place's card, then on its photo, never lost", async ({ page }) => {
    await stubPhotos(page, "failing");
    const chunk = await holdRequests(page, TOUR_CHUNK);
    await page.goto("/#tour-3", { waitUntil: "domcontentloaded" });
    await expectFocusOnCard(page, "en", 2);
    await expect.poll(() => chunk.held.length, "the tour's code is asked for").toBeGreaterThan(0);
    await expectFocusOnCard(page, "en", 2);

    chunk.release();
    // The card has gone with the grid: focus is on the photo of the same place.
    await expectFocusOnPlace(page, "en", 2);
    await page.keyboard.press("ArrowRight");
    await expectFocusOnPlace(page, "en", 3);
  });

  test(
    "/#tour: focus stays where it is when the code arrives",
    { tag: "@motion" },
    async ({ page }) => {
      await stubPhotos(page, "failing");
      const chunk = await holdRequests(page, TOUR_CHUNK);
      await page.goto("/#tour", { waitUntil: "domcontentloaded" });
      await expectFocusOnGrid(page, "en");
      await expect.poll(() => chunk.held.length, "the tour's code is asked for").toBeGreaterThan(0);
      chunk.release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expectFocusOnGrid(page, "en");

      // Where the visitor moved it before the code came, it stays too.
      const again = await holdRequests(page, TOUR_CHUNK);
      await page.reload({ waitUntil: "domcontentloaded" });
      const dialog = tourDialogIn(page, "en");
      await expectFocusOnGrid(page, "en");
      await page.keyboard.press("Tab");
      const control = dialog.getByRole("button", { name: tourWords("en").words.showFullscreen });
      await expect(control).toBeFocused();
      await expect.poll(() => again.held.length, "the tour's code is asked for").toBeGreaterThan(0);
      again.release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(control).toBeFocused();
    },
  );

  test("before any code: focus on the place's card, Escape closes, Back and Forward reopen", async ({
    page,
  }) => {
    const code = await loadWithoutCode(page); // every script held, at /
    await page.evaluate(() => void (window.location.hash = "#tour-3"));
    await expectFocusOnCard(page, "en", 2);
    await traverse(page, -1, "/");
    await expect(tourDialogIn(page, "en")).toBeHidden();
    await traverse(page, 1, "/#tour-3");
    await expectFocusOnCard(page, "en", 2);
    await expectEscapeCloses(page, "en");

    // A shared link, opened afresh.
    await page.goto("about:blank");
    await page.goto("/#tour-3", { waitUntil: "domcontentloaded" });
    await expectFocusOnCard(page, "en", 2);
    await expectEscapeCloses(page, "en");
    expect(code.held.length, "scripts asked for").toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });
});
