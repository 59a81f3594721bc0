// @ts-check
/**
 * The tour's uploaded photos in `npm run size`: for each stop whose photo the site serves
 * itself (docs/decisions/0026-the-schools-own-photos.md), the bytes of the file a browser
 * picks for its card on a phone and for the stage on a desktop, against budgets. Stock
 * photos are the stock host's to size (their URLs ask for the same widths).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { clientDir } from "../make-site/files.js";

const KB = 1024;
/**
 * The card on a phone (390 px at 2×: a 480 px wide file) and the stage on a desktop
 * (1440 px at 1×: a 1280 px one). On the slow phone's 1.44 Mbps, 40 KB take about 220 ms,
 * the card's share of the 500 ms from a tap to its photo; the stage's 160 KB is what a
 * good AVIF of a detailed photo at 1280 × 800 weighs (a JPEG is about twice that), a
 * second on that line, and a fraction of it on a desktop's.
 */
const PHOTO_BUDGET = { card: 40 * KB, stage: 160 * KB };

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  reducedMotion: /** @type {const} */ ("reduce"),
};
const DESKTOP = { viewport: { width: 1440, height: 900 }, reducedMotion: PHONE.reducedMotion };

/** The file an image shows once loaded, as a path of the site. @param {import("@playwright/test").Locator} image */
async function shownFile(image) {
  // Into view (a card's photo loads once it nears the screen), without waiting for motion.
  await image.evaluate((element) => element.scrollIntoView({ block: "center" }));
  const src = await image.evaluate(
    (element) =>
      new Promise((resolve) => {
        const image = /** @type {HTMLImageElement} */ (element);
        const done = () => resolve(image.currentSrc);
        if (image.complete) done();
        else image.addEventListener("load", done, { once: true });
      }),
  );
  return new URL(String(src)).pathname;
}

/**
 * Each uploaded photo's card and stage file, by the stop's place: opened on Home as a
 * visitor does (the card in the grid, the stage at its shared address, `/#tour-3`).
 * @param {import("@playwright/test").Browser} browser @param {string} origin
 */
export async function uploadedPhotoSizes(browser, origin) {
  const rows = [];
  const phone = await browser.newPage(PHONE);
  const desktop = await browser.newPage(DESKTOP);
  try {
    await phone.goto(`${origin}/#tour`);
    const cards = phone.locator("#tour [data-tour-grid] > li");
    for (let index = 0; index < (await cards.count()); index += 1) {
      const picture = cards.nth(index).locator("picture img");
      if ((await picture.count()) === 0) continue; // a stock photo
      const card = await shownFile(picture);
      await desktop.goto(`${origin}/#tour-${index + 1}`);
      const stage = await shownFile(desktop.locator("#tour figure picture img"));
      const bytes = (/** @type {string} */ path) => readFileSync(join(clientDir, path)).length;
      rows.push({ stop: index + 1, card, cardBytes: bytes(card), stage, stageBytes: bytes(stage) });
    }
  } finally {
    await phone.close();
    await desktop.close();
  }
  return rows;
}

/**
 * The table's rows and the budgets missed.
 * @param {Awaited<ReturnType<typeof uploadedPhotoSizes>>} rows
 */
export function photoTable(rows) {
  /** @type {string[]} */
  const misses = [];
  const cell = (
    /** @type {number} */ bytes,
    /** @type {number} */ budget,
    /** @type {string} */ what,
  ) => {
    if (bytes > budget) misses.push(`${what}: ${bytes} B > ${budget} B`);
    return `${(bytes / KB).toFixed(1)} KB ${bytes <= budget ? "ok" : "OVER"}`;
  };
  const table = rows.map(({ stop, card, cardBytes, stage, stageBytes }) => ({
    stop,
    "card at 390 px (2×)": cell(cardBytes, PHOTO_BUDGET.card, `stop ${stop}'s card`),
    "its file": card.split("/").at(-1),
    "stage at 1440 px (1×)": cell(stageBytes, PHOTO_BUDGET.stage, `stop ${stop}'s stage`),
    "its file ": stage.split("/").at(-1),
  }));
  return { table, misses };
}
