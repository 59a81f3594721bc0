import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import {
  COUNT,
  TOUR_CHUNK,
  TOUR_ITEMS,
  card,
  holdRequests,
  loadWithoutCode,
  stubPhotos,
  tap,
  tourButton,
  tourDialog,
} from "./tour-helpers";

// The photo host out of reach (as on this machine), before the tour's code has come and
// without JavaScript at all: each card keeps its drawn art, never a broken image. Once the
// code runs, the tour swaps the art in itself (tour.spec.ts, "photos failing").

/**
 * Each stock photo's card box, scrolled into view, once its photo has been asked for and
 * failed (a photo the site serves itself loads: tour-photos.test.ts's).
 */
async function failedPhotos(dialog: Locator) {
  const boxes: Locator[] = [];
  for (let index = 0; index < COUNT; index++) {
    if (!TOUR_ITEMS[index]?.stock) continue;
    const box = card(dialog, index).locator("[data-photo]");
    await box.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        box.evaluate((element) => {
          const image = element.querySelector("img");
          return image ? image.complete && image.naturalWidth === 0 : "no image";
        }),
      )
      .toBe(true);
    boxes.push(box);
  }
  expect(boxes.length, "stops whose photo is of the stock host").toBeGreaterThan(0);
  return boxes;
}

test.skip(!TOUR_ITEMS.some(({ stock }) => stock), "no stop's photo is of the stock host");

test("before any code, a photo that cannot load leaves the card's drawn art", async ({
  page,
  isMobile,
}) => {
  await loadWithoutCode(page); // every script held, the photo host failing
  await tap(tourButton(page), isMobile);
  for (const box of await failedPhotos(tourDialog(page))) {
    await expect(box.locator("img")).toBeHidden();
    await expect(box.locator("svg")).toBeVisible(); // the category's icon, drawn
  }
});

test("a photo that failed before the code keeps its art once the code arrives, and nothing is logged", async ({
  page,
  isMobile,
  consoleLog,
}) => {
  await stubPhotos(page, "failing");
  const chunk = await holdRequests(page, TOUR_CHUNK);
  await page.goto("/");
  await tap(tourButton(page), isMobile);
  const dialog = tourDialog(page);
  const boxes = await failedPhotos(dialog);
  for (const box of boxes) await expect(box.locator("img")).toBeHidden();
  await expect.poll(() => chunk.held.length, "the tour's code is asked for").toBeGreaterThan(0);

  chunk.release();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  for (const box of boxes) {
    await expect(box).toHaveAttribute("data-photo", "failed"); // the code read the mark
    await expect(box.locator("img")).toHaveCount(0);
    await expect(box.locator("svg")).toBeVisible();
  }
  // Only the browser's own line for each photo the host could not send.
  const errors = consoleLog.filter(
    ({ type, text }) => type === "error" && !/^Failed to load/.test(text),
  );
  expect(errors).toEqual([]);
});

test("without JavaScript, a photo that cannot load draws no broken-image icon", async ({
  staticPage: page,
}) => {
  await page.goto("/#tour");
  for (const box of await failedPhotos(page.locator("#tour"))) {
    // Chromium draws its broken-image icon and a light frame in the top-left corner of a
    // failed image. Covered, that corner is as even as the gradient around it.
    const shot = await box.screenshot({ scale: "css" });
    const crop = await sharp(shot).extract({ left: 8, top: 8, width: 16, height: 16 }).toBuffer();
    const corner = await sharp(crop).stats(); // stats() reads its input, not the extract
    const unevenness = Math.max(...corner.channels.slice(0, 3).map((channel) => channel.stdev));
    expect(unevenness, "spread of the corner's colours").toBeLessThan(8);
  }
});
