import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import {
  COUNT,
  TOUR,
  dialogViolations,
  card,
  closeButton,
  counter,
  expectGrid,
  expectShowing,
  expectWaiting,
  hash,
  href,
  loadWithoutCode,
  openCard,
  openTour,
  stubPhotos,
  tabTo,
  tap,
  toggle,
  tourButton,
  tourDialog,
} from "./tour-helpers";

// A link to one place in the tour: /#tour opens the grid, /#tour-3 the third place;
// the address follows the tour without new history entries; Copy link shares it.

test.describe.configure({ timeout: 90_000 });

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

async function visit(page: Page, fragment: string) {
  await stubPhotos(page, "failing");
  await page.goto(`/${fragment}`);
  await waitForHydration(page);
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The grid, and an address that names it, never a place that does not exist. */
async function expectGridAddressed(page: Page) {
  const dialog = tourDialog(page);
  await expect(toggle(dialog, "fullscreen")).toBeVisible();
  await expectGrid(dialog);
  await expect.poll(() => hash(page), "the address names what is shown").toBe("#tour");
}

test("/#tour opens the tour in grid mode", async ({ page }) => {
  await visit(page, "#tour");
  await expectGridAddressed(page);
});

test("/#tour-3 opens the third place in fullscreen", async ({ page }) => {
  const dialog = await visit(page, "#tour-3");
  await expectShowing(dialog, 2);
  await expect(toggle(dialog, "grid")).toBeVisible();
});

for (const fragment of ["#tour-0", "#tour-9", "#tour-x", "#tour-", "#tour-03x", "#tour-1e3"]) {
  test(`${fragment}, a place that does not exist, opens the grid`, async ({ page }) => {
    await visit(page, fragment);
    await expectGridAddressed(page);
  });
}

test("a place that does not exist opens the grid whatever the tab showed before", async ({
  page,
  isMobile,
}) => {
  await stubPhotos(page, "failing");
  // The tab has been browsing the tour: place 5 is shown.
  const dialog = await openTour(page, isMobile);
  await openCard(dialog, 4);
  await expect.poll(() => hash(page)).toBe("#tour-5");
  // Then the visitor opens /#tour-0 in that same tab…
  await page.goto("/#tour-0");
  await expectGridAddressed(page);
  // …and reloads it.
  await page.reload();
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  await expectGridAddressed(page);
});

test("other fragments leave the tour closed", async ({ page }) => {
  await page.goto("/#features");
  await waitForHydration(page);
  await expect(tourDialog(page)).toBeHidden();
  expect(await hash(page)).toBe("#features");
});

test("the address follows the tour without new history entries, and closing clears it", async ({
  page,
  isMobile,
}) => {
  await stubPhotos(page, "failing");
  await page.goto("/");
  await waitForHydration(page);
  const entries = await historyLength(page);
  await tap(tourButton(page), isMobile);
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => hash(page)).toBe("#tour");

  await card(dialog, COUNT - 1).click();
  await expect.poll(() => hash(page)).toBe(`#tour-${COUNT}`);
  await dialog.getByRole("button", { name: TOUR.next }).click();
  await expect.poll(() => hash(page)).toBe("#tour-1");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => hash(page)).toBe(`#tour-${COUNT}`);
  await toggle(dialog, "grid").click();
  await expect.poll(() => hash(page)).toBe("#tour");
  expect(await historyLength(page), "no history entry per image").toBe(entries);

  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => href(page)).not.toContain("#");
  await expect(page).toHaveURL("/");
  expect(await historyLength(page)).toBe(entries);
});

test("closing clears the address however fast the keys come", async ({ page, isMobile }) => {
  await stubPhotos(page, "failing");
  const dialog = await openTour(page, isMobile);
  await openCard(dialog, 0);
  for (let round = 1; round <= 4; round += 1) {
    // Paging and closing in one burst: the tour's address writes race the close.
    for (let press = 0; press < round + 1; press += 1) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Escape");
    await expect(dialog, `round ${round}`).toBeHidden();
    await expect.poll(() => href(page), `round ${round}`).not.toContain("#");
    // Nothing writes a place back once the tour has settled.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 250))),
    );
    expect(await href(page), `round ${round}, settled`).not.toContain("#");
    await expect(dialog).toBeHidden();
    await tap(tourButton(page), isMobile);
    await expect(counter(dialog)).toBeVisible();
  }
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
    await dialog.getByRole("button", { name: TOUR.next }).click();
    await expectShowing(dialog, 4);
    await dialog.getByRole("button", { name: TOUR.copyLink }).click();
    await expect(dialog.getByRole("status")).toHaveText(TOUR.linkCopied);
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
    await dialog.getByRole("button", { name: TOUR.copyLink }).click();
    await expect(dialog.getByRole("status")).toHaveText(TOUR.linkRefused);
    const field = dialog.getByRole("textbox", { name: TOUR.linkLabel });
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
    await tabTo(page, card(dialog, 1));
    await page.keyboard.press("Enter");
    await expectShowing(dialog, 1);
    await tabTo(page, dialog.getByRole("button", { name: TOUR.copyLink }));
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("status")).toHaveText(TOUR.linkCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/#tour-2`);
  });

  test("axe finds no violations with the confirmation showing", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const dialog = await visit(page, "#tour-1");
    await dialog.getByRole("button", { name: TOUR.copyLink }).click();
    await expect(dialog.getByRole("status")).toHaveText(TOUR.linkCopied);
    expect(await dialogViolations(page, dialog)).toEqual([]);
  });
});

// Before any code: every script held back, the tour's inline lines alone open it,
// keep a card tapped in the address, and close it.

test.describe("before any code has arrived", () => {
  for (const how of ["tap", "Enter", "Space"] as const) {
    test(`${how} on Virtual Tour opens the grid at once`, async ({ page, isMobile }) => {
      const code = await loadWithoutCode(page);
      if (how === "tap") await tap(tourButton(page), isMobile);
      else await tourButton(page).press(how);
      const dialog = tourDialog(page);
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
      await expectGrid(dialog);
      expect(await hash(page)).toBe("#tour");
      // The page's code was asked for, and none of it has come.
      expect(code.held.length, "scripts asked for").toBeGreaterThan(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    });
  }

  test("a card tapped is kept, and opens in fullscreen once the code is there", async ({
    page,
    isMobile,
  }) => {
    const code = await loadWithoutCode(page);
    await tap(tourButton(page), isMobile);
    const dialog = tourDialog(page);
    const place = card(dialog, 3);
    await tap(place, isMobile);
    await expect(place).toHaveAttribute("data-waiting", "");
    await expectWaiting(place, true);
    expect(await hash(page)).toBe("#tour-4");
    await expect(counter(dialog)).toHaveCount(0);
    expect(code.held.length, "scripts asked for").toBeGreaterThan(0);

    code.release();
    await expectShowing(dialog, 3);
    expect(await hash(page)).toBe("#tour-4");
    await expect(dialog.locator("[data-waiting]")).toHaveCount(0);
  });

  test("Escape and the close button close it: address cleared, focus back", async ({
    page,
    isMobile,
  }) => {
    const code = await loadWithoutCode(page);
    const dialog = tourDialog(page);
    await tap(tourButton(page), isMobile);
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect.poll(() => href(page)).not.toContain("#");
    await expect(tourButton(page)).toBeFocused();

    await tap(tourButton(page), isMobile);
    await tap(closeButton(dialog), isMobile);
    await expect(dialog).toBeHidden();
    await expect.poll(() => href(page)).not.toContain("#");
    await expect(tourButton(page)).toBeFocused();
    expect(code.held.length, "scripts asked for").toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });
});
