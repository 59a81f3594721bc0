import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { SITE_PAGES, localePath, locales } from "./site-data";
import { holdRequests } from "./tour-helpers";

/*
 * The first paint is the page (docs/decisions/0025-the-first-response-paints.md): drawn from
 * the document alone, with its own CSS and illustration inside it, it is already the
 * page's final layout. Here the stylesheet and the heading font are held back until the
 * page's content has been parsed and drawn, as on a slow line, then let through: nothing
 * may move when they come (no layout shift), and the page's largest element was drawn
 * before they came. (Whether it is in the very first paint depends on how the parser
 * slices the document, which a busy machine changes: `npm run audit:paint` reports that,
 * on the slow phone.) On every page and each language's not-found page, on the phone.
 */

const EVERY_PATH = [
  ...SITE_PAGES.map(({ path }) => path),
  ...locales.map(({ code }) => localePath(code, "/nope")),
];

/** Every entry of a type the page has recorded so far (buffered), as plain data. */
const recorded = (page: Page, type: "paint" | "largest-contentful-paint" | "layout-shift") =>
  page.evaluate(
    (entryType) =>
      new Promise<{ name: string; startTime: number; value?: number; node?: string }[]>(
        (resolve) => {
          const observer = new PerformanceObserver(() => {});
          observer.observe({ type: entryType, buffered: true });
          const entries = observer.takeRecords();
          observer.disconnect();
          resolve(
            entries.map((entry) => {
              const { name, startTime } = entry;
              const shift = entry as PerformanceEntry & {
                value?: number;
                sources?: { node?: Node | null }[];
              };
              const largest = entry as PerformanceEntry & { element?: Element | null };
              const node = shift.sources?.[0]?.node ?? largest.element;
              return {
                name,
                startTime,
                value: shift.value,
                node: node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName,
              };
            }),
          );
        },
      ),
    type,
  );

for (const path of EVERY_PATH) {
  test(`${path}: drawn from the document alone, its final layout and its largest element`, async ({
    page,
  }) => {
    const stylesheet = await holdRequests(page, /\/assets\/app-[\w-]+\.css$/);
    const font = await holdRequests(page, /\.woff2$/);
    await page.goto(path, { waitUntil: "commit" });
    // The page's content parsed (its footer is in: after it come only the stylesheet and
    // the scripts, which wait for it), then drawn from the document alone.
    await page.getByRole("contentinfo").waitFor({ state: "attached" });
    await expect
      .poll(async () => (await recorded(page, "paint")).map(({ name }) => name), {
        message: "painted before they came",
      })
      .toContain("first-contentful-paint");
    const drawn = await page.evaluate(async () => {
      // Its images decoded first (the illustration is a data: URL, decoded off the main
      // thread, which a busy machine can leave for a few frames).
      const eager = [...document.images].filter((image) => image.loading !== "lazy");
      await Promise.all(eager.map((image) => image.decode().catch(() => {})));
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return performance.now();
    });
    stylesheet.release();
    font.release();
    await page.waitForLoadState("load");
    // The fonts settled, and two frames drawn with everything in.
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 2; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    expect(await recorded(page, "layout-shift"), "layout shifts").toEqual([]);
    const largest = (await recorded(page, "largest-contentful-paint")).at(-1);
    expect(
      largest?.startTime,
      `the largest element (${largest?.node}), drawn before the stylesheet and the font`,
    ).toBeLessThanOrEqual(drawn);
  });
}
