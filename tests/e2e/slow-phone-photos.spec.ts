import sharp from "sharp";
import { testPhoto } from "../support/test-photo.js";
import { startOutsideWorld } from "../support/photo-host";
import { expect, test } from "./fixtures";
import { PHOTO_RUNS, medianOf, report, throttle, timeFirstPhoto } from "./slow-phone-helpers";
import { TOUR_ITEMS, tourButton, tourDialog } from "./tour-helpers";

/**
 * The tour's first photo on the slow phone, from a stock photo host: the time from a tap
 * on Virtual Tour to the first card's photo painted. The host is a local stand-in
 * (tests/support/photo-host.ts: a TLS server behind a proxy, as the engines' suite has it),
 * reached through the network the DevTools protocol throttles, so its connection costs
 * what a real one does: the round trips to connect and to shake hands, then the photo, a
 * JPEG of the size asked for. The same for an uploaded photo, from the site itself, is
 * tests/pseudo/own-photos.spec.ts's (the shipped stops are stock photos). A figure, not a
 * budget.
 */

test.describe.configure({ timeout: 120_000 });

test("the tour's first photo from the stock host: tap to painted", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!TOUR_ITEMS[0]?.stock, "the first stop's photo is not of the stock host");
  const source = await testPhoto();
  const world = await startOutsideWorld(async (url) => {
    const width = Number(url.searchParams.get("w")) || 640;
    const height = Number(url.searchParams.get("h")) || 480;
    const body = await sharp(source).resize(width, height).jpeg({ quality: 70 }).toBuffer();
    return { type: "image/jpeg", body };
  });
  world.setPhotoHost("answering");
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
  const figures: number[] = [];
  try {
    for (let run = 0; run < PHOTO_RUNS; run += 1) {
      // A new context each time: nothing cached, no connection to the host kept.
      const context = await browser.newContext({
        ...{ viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL },
        // The site itself directly; every other origin through the stand-in's proxy.
        proxy: { server: `http://${world.address}`, bypass: "localhost" },
        ignoreHTTPSErrors: true,
      });
      const page = await context.newPage();
      await throttle(page);
      const times = await timeFirstPhoto(page);
      await page.goto("/", { waitUntil: "load" });
      await tourButton(page).tap();
      await expect(tourDialog(page)).toBeVisible();
      const { click, painted, src } = await times();
      expect(new URL(src).origin).toBe("https://images.unsplash.com");
      figures.push(painted - click);
      await context.close();
    }
  } finally {
    await world.close();
  }
  report(testInfo, {
    "tap to the first card's photo painted": medianOf(figures),
    from: "the stock host (stand-in)",
  });
});
