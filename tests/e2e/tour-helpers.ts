import type { Locator, Page } from "@playwright/test";
import { galleryItems } from "../../app/content/gallery";
import { tinyPng } from "../support/tiny-png";
import { PHOTO_HOST, expect, waitForHydration } from "./fixtures";

// Helpers of the Virtual School Tour tests.

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
export const COUNT = galleryItems.length;
export const item = (index: number) => {
  const found = galleryItems[index];
  if (!found) throw new Error(`No gallery item ${index}`);
  return found;
};

const PHOTO = tinyPng(16, 10);

/** Stubs the photo host; returns the URLs the page asked it for. */
export async function stubPhotos(page: Page, mode: "served" | "failing"): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${PHOTO_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return mode === "served"
      ? route.fulfill({ contentType: "image/png", body: PHOTO })
      : route.abort("internetdisconnected");
  });
  return requested;
}

export const tourButton = (page: Page) => page.getByRole("button", { name: "Virtual Tour" });
export const tourDialog = (page: Page) => page.getByRole("dialog", { name: "Virtual School Tour" });
export const counter = (dialog: Locator) => dialog.getByText(new RegExp(`^\\d+ of ${COUNT}$`));

export async function openTour(page: Page, isMobile: boolean): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  await (isMobile ? tourButton(page).tap() : tourButton(page).click());
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the card of `index` in fullscreen mode. */
export async function openCard(dialog: Locator, index: number) {
  await dialog.getByRole("button", { name: item(index).title }).click();
  await expect(counter(dialog)).toHaveText(`${index + 1} of ${COUNT}`);
}

export async function expectShowing(dialog: Locator, index: number) {
  await expect(counter(dialog)).toHaveText(`${index + 1} of ${COUNT}`);
  await expect(dialog.getByRole("heading", { name: item(index).title })).toBeVisible();
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

export const focusIsInDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !!active && !!document.querySelector("dialog[open]")?.contains(active);
  });

/**
 * Lets the opening animation and photo fades end, so axe sees final colours. An
 * animation replaced by another (a status line appearing) is cancelled, not failed.
 */
export const settle = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.allSettled(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    ),
  );

/**
 * A real touch swipe (Chromium's touch input, so touch-action and pointer events
 * behave as on a phone) across the upper part of `target`, clear of its buttons.
 */
export async function swipe(page: Page, target: Locator, dx: number, dy = 0) {
  const cdp = await page.context().newCDPSession(page);
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to swipe on");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 4;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 6; step += 1) {
    const point = { x: x + (dx * step) / 6, y: y + (dy * step) / 6 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** True when every <img> under `root` decoded (no broken-image icon). */
export const unbroken = (root: Locator) =>
  root
    .locator("img")
    .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0));

export const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/**
 * Opens the tour on a scrolled page and checks that the wheel, which scrolls the
 * page while the tour is closed, does not scroll it while the tour is open.
 */
export async function expectScrollLocked(page: Page, isMobile: boolean): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 400);
  await expect.poll(scrollY, "the wheel scrolls the page while closed").toBeGreaterThan(0);
  await page.waitForTimeout(300); // let the smooth scroll finish

  await (isMobile ? tourButton(page).tap() : tourButton(page).click());
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  const before = await scrollY();
  const box = await dialog.getByRole("heading", { name: "Virtual School Tour" }).boundingBox();
  if (!box) throw new Error("no heading box");
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.wheel(0, 800);
  if (!isMobile) {
    await page.mouse.move(20, 20); // the backdrop, outside the panel
    await page.mouse.wheel(0, 800);
  }
  await page.waitForTimeout(300);
  expect(await scrollY(), "page scrolled behind the open tour").toBe(before);
  expect(await rootOverflow(page)).toBe("hidden");
  return dialog;
}
