import type { Locator, Page, Route } from "@playwright/test";
import { tinyPng } from "../support/tiny-png";
import { axeViolations } from "./axe";
import { PHOTO_HOST, expect, painted, waitForHydration } from "./fixtures";
import { MESSAGES, escapeRegExp, tourStops } from "./site-data";

// Helpers of the Virtual School Tour tests, and what the slow-phone and fault tests share
// with them (holding downloads).

/** The tour's English copy: our own words, read from the module the build reads. */
export const TOUR = MESSAGES.en.tour;

/**
 * The stops in tour order, with their English words and category name, and what names
 * their photo's files: a stock photo's address, or an uploaded photo's file name, which
 * the build keeps at the start of its files' names (scripts/make-site/tour-photos.ts).
 */
export const TOUR_ITEMS = tourStops("en").map(
  ({ title, description, alt, categoryName, source }) => ({
    title,
    description,
    alt,
    category: categoryName,
    stock: source.kind === "stock",
    photo:
      source.kind === "stock"
        ? source.src
        : `/assets/tour/${source.file
            .split("/")
            .at(-1)
            ?.replace(/\.\w+$/, "")}`,
  }),
);
export const COUNT = TOUR_ITEMS.length;
/** What each stop's photo does while the stock host cannot be reached: its own loads. */
export const withHostDown = (index: number) => (item(index).stock ? "failed" : "loaded");
export const item = (index: number) => {
  const found = TOUR_ITEMS[index];
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

/**
 * Holds back every request matching `url` until `release` is called (then they go on
 * to the server): code that has not arrived yet. Never released, it never arrives.
 * `held` lists what the page asked for meanwhile.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  return { held, release };
}

/** Loads Home with every script held back: the tour's inline lines are all that runs. */
export async function loadWithoutCode(page: Page) {
  await stubPhotos(page, "failing");
  const code = await holdRequests(page, "**/*.js");
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return code;
}

/** Serves the real response with `edit` applied to its body. */
export async function fulfilEdited(route: Route, edit: (body: string) => string) {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  delete headers["content-encoding"]; // the body is served as read, decoded
  delete headers["content-length"];
  await route.fulfill({ status: response.status(), headers, body: edit(await response.text()) });
}

/** The page's code (the client entry) and the islands' chunks, as the build names them. */
export const CLIENT_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;
export const TOUR_CHUNK = /\/assets\/tour-dialog-[\w-]+\.js$/;
export const FORM_CHUNK = /\/assets\/application-form-[\w-]+\.js$/;

/** The hero's link to the tour, made a button by the tour's inline lines. */
export const TOUR_LINK = MESSAGES.en.pages.home.hero.tour;
export const tourButton = (page: Page) =>
  page.getByRole("button", { name: TOUR_LINK, exact: true });
export const tourDialog = (page: Page) => page.getByRole("dialog", { name: TOUR.title });
export const card = (dialog: Locator, index: number) =>
  dialog.getByRole("link", { name: item(index).title });
/** "3 of 6", as the catalog writes the counter. */
const position = (index: number) => TOUR.counter({ position: index + 1, count: COUNT });
const ANY_POSITION = new RegExp(
  `^${escapeRegExp(TOUR.counter({ position: "\u0000", count: COUNT })).replace("\u0000", "\\d+")}$`,
);
export const counter = (dialog: Locator) => dialog.getByText(ANY_POSITION);
/** The toggle, named after the view it switches to. */
export const toggle = (dialog: Locator, to: "grid" | "fullscreen") =>
  dialog.getByRole("button", { name: to === "grid" ? TOUR.showGrid : TOUR.showFullscreen });
export const closeButton = (dialog: Locator) => dialog.getByRole("button", { name: TOUR.close });

/** The fragment of the address, as the page has it (history.replaceState included). */
export const hash = (page: Page) => page.evaluate(() => window.location.hash);
/** The whole address, as the page has it. */
export const href = (page: Page) => page.evaluate(() => window.location.href);

export const tap = (target: Locator, isMobile: boolean) =>
  isMobile ? target.tap() : target.click();

export async function openTour(page: Page, isMobile: boolean): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  await tap(tourButton(page), isMobile);
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the card of `index` in fullscreen mode. */
export async function openCard(dialog: Locator, index: number) {
  await card(dialog, index).click();
  await expect(counter(dialog)).toHaveText(position(index));
}

export async function expectShowing(dialog: Locator, index: number) {
  await expect(counter(dialog)).toHaveText(position(index));
  await expect(dialog.getByRole("heading", { name: item(index).title })).toBeVisible();
}

/** The grid: every card, and no position. */
export async function expectGrid(dialog: Locator) {
  for (let index = 0; index < COUNT; index += 1) await expect(card(dialog, index)).toBeVisible();
  await expect(counter(dialog)).toHaveCount(0);
}

/** Whether `element` shows that its answer is on its way: progress cursor and spinner. */
export async function expectWaiting(element: Locator, waiting: boolean) {
  if (waiting) await expect(element).toHaveCSS("cursor", "progress");
  else await expect(element).not.toHaveCSS("cursor", "progress");
  // Polled as the cursor is: a card re-rendered as the code arrives takes a frame to draw it.
  await expect
    .poll(
      async () => {
        const spinner = await element.evaluate((node) => getComputedStyle(node, "::after").content);
        return spinner !== "none" && spinner !== "normal";
      },
      { message: "a spinner" },
    )
    .toBe(waiting);
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

/** More presses than the dialog has controls: focus has to wrap, in both directions. */
export async function expectFocusKeptIn(page: Page, presses: number) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 1; press <= presses; press += 1) {
      await page.keyboard.press(key);
      expect(await focusIsInDialog(page), `after ${key} ${press}`).toBe(true);
    }
  }
}

/**
 * Lets the opening animation and photo fades end, so axe sees final colours. An
 * animation replaced by another (a status line appearing) is cancelled, not failed.
 */
const settle = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.allSettled(
      element.getAnimations({ subtree: true }).map((animation) => animation.finished),
    ),
  );

/** What axe finds on the page once the dialog has settled. */
export async function dialogViolations(page: Page, dialog: Locator) {
  await settle(dialog);
  return axeViolations(page);
}

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
  // The smooth scroll has finished: the page stays put from one frame to the next.
  const scrollSettled = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const before = window.scrollY;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(window.scrollY === before)),
          );
        }),
    );
  await expect.poll(scrollSettled, "the smooth scroll ends").toBe(true);

  await tap(tourButton(page), isMobile);
  const dialog = tourDialog(page);
  await expect(dialog).toBeVisible();
  const before = await scrollY();
  // Counts the wheel events as the page gets them, to know when the last has arrived.
  await page.evaluate(() => {
    const counted = window as unknown as { wheels: number };
    counted.wheels = 0;
    addEventListener("wheel", () => (counted.wheels += 1), { capture: true, passive: true });
  });
  const box = await dialog.getByRole("heading", { name: TOUR.title }).boundingBox();
  if (!box) throw new Error("no heading box");
  await page.mouse.move(box.x + 10, box.y + box.height / 2);
  await page.mouse.wheel(0, 800);
  if (!isMobile) {
    await page.mouse.move(20, 20); // the backdrop, outside the panel
    await page.mouse.wheel(0, 800);
  }
  const wheels = () => page.evaluate(() => (window as unknown as { wheels: number }).wheels);
  await expect.poll(wheels, "the page got the wheel").toBe(isMobile ? 1 : 2);
  await painted(page); // a scroll they started would have moved the page by now
  expect(await scrollY(), "page scrolled behind the open tour").toBe(before);
  expect(await rootOverflow(page)).toBe("hidden");
  return dialog;
}
