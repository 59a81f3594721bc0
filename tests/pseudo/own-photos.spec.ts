import { expect, test, waitUntilInteractive } from "../e2e/fixtures";
import { PHONE } from "../e2e/screens";
import { MESSAGES, defaultLocale, localePath, locales, tourStops } from "../e2e/site-data";
import { PHOTO_RUNS, medianOf, report, throttle, timeFirstPhoto } from "../e2e/slow-phone-helpers";
import { tourButton } from "../e2e/tour-helpers";

/*
 * The school's own photos (scripts/checks/variant.js uploads one for every stop, as the
 * office does in the editor): in every language, the tour shows each from the site itself,
 * as AVIF where the browser takes it, and nothing at all comes from another origin; and
 * on the slow phone, how long a tap on Virtual Tour takes to paint the first card's photo
 * (the same figure as the stock host's, tests/e2e/slow-phone-photos.spec.ts).
 */

const ALL_OWN = tourStops(defaultLocale).every(({ source }) => source.kind === "own");

/** An image's file once it has loaded, or "" before. */
const loaded = (image: HTMLImageElement) =>
  image.complete && image.naturalWidth > 0 ? image.currentSrc : "";

const AVIF = /^\/assets\/tour\/[\w-]+-\d+x\d+\.avif$/;

for (const { code } of locales) {
  test(`${localePath(code, "/")}: the tour's photos are the site's own, as AVIF, and nothing comes from elsewhere`, async ({
    page,
    baseURL,
  }) => {
    test.skip(!ALL_OWN, "a stop's photo is of the stock host");
    const origin = new URL(baseURL ?? "").origin;
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith("data:") && new URL(url).origin !== origin) elsewhere.push(url);
    });
    const words = MESSAGES[code];
    await page.goto(localePath(code, "/"));
    await waitUntilInteractive(page);
    await page.getByRole("button", { name: words.pages.home.hero.tour, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: words.tour.title });
    // The file an image shows once it has loaded, as a path when it is the site's own: ""
    // until then (a poll on the address alone passed before the stage's photo had loaded).
    const shown = async (selector: string) => {
      const src = await dialog.locator(selector).evaluate(loaded);
      return src.startsWith(`${origin}/`) ? src.slice(origin.length) : src;
    };
    for (const [index, { title }] of tourStops(code).entries()) {
      await dialog.locator(`#tour-${index + 1}`).scrollIntoViewIfNeeded();
      await expect
        .poll(() => shown(`#tour-${index + 1} picture img`), { message: `${title}: its card` })
        .toMatch(AVIF);
    }
    await dialog.locator("#tour-1").click();
    await expect.poll(() => shown("figure picture img"), { message: "the stage" }).toMatch(AVIF);
    expect(elsewhere, "requests to another origin").toEqual([]);
  });
}

test("on the slow phone, the tour's first photo, uploaded: tap to painted", async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(!ALL_OWN, "a stop's photo is of the stock host");
  test.skip(testInfo.project.name !== "narrow", "measured once");
  test.setTimeout(120_000);
  const figures: number[] = [];
  for (let run = 0; run < PHOTO_RUNS; run += 1) {
    // The phone of the slow-phone project, a new context each time: nothing cached.
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await throttle(page);
    const times = await timeFirstPhoto(page);
    await page.goto("/", { waitUntil: "load" });
    await tourButton(page).tap();
    const { click, painted, src } = await times();
    expect(new URL(src).pathname).toMatch(AVIF);
    figures.push(painted - click);
    await context.close();
  }
  report(testInfo, {
    "tap to the first card's photo painted": medianOf(figures),
    from: "the site itself (uploaded; aim 500 ms)",
  });
});
