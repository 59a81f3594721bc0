import { expect, test, waitUntilInteractive } from "./fixtures";
import { localeOfPath } from "./menu-helpers";
import { expectPrintsCleanly } from "./print-helpers";
import { MESSAGES, SITE_PAGES, localePath, locales } from "./site-data";

// Skip link and keyboard, the heading font, images, no horizontal scroll, the paper view:
// on every page in every language, and on each language's not-found page, as drawn. What the footer
// says is in the served HTML (tests/html/pages.test.ts).

const EVERY_PATH = [
  ...SITE_PAGES.map(({ path }) => path),
  ...locales.map(({ code }) => localePath(code, "/nope")),
];
const WIDTHS = [320, 390, 768, 1024, 1440, 1920];

for (const path of EVERY_PATH) {
  const locale = localeOfPath(path);
  const { common } = MESSAGES[locale];
  // One visit per page, the checks as its steps: each visit costs a busy 2-core machine
  // seconds of a page drawn in software; the skip link comes first, while nothing has
  // focus, then the widths, then paper.
  test(`on ${path}: skip link, Sora, images, no sideways scroll, on paper`, async ({
    page,
    viewport,
  }) => {
    const size = viewport ?? { width: 390, height: 844 };
    await page.goto(path);
    await waitUntilInteractive(page);
    await test.step("the first Tab stop is the skip link, and it moves focus to the main content", async () => {
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: common.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      // The next Tab continues inside the main content, past the header.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
    });
    await test.step("text set in Sora asks for the one weight the site ships, and the font loads", async () => {
      const { faces, weights } = await page.evaluate(async () => {
        await document.fonts.ready;
        const sora = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
          (element) =>
            /^"?Sora\b/.test(getComputedStyle(element).fontFamily) &&
            Array.from(element.childNodes).some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            ),
        );
        return {
          faces: Array.from(
            document.fonts,
            (face) => `${face.family} ${face.weight} ${face.status}`,
          ),
          weights: sora.map((element) => [
            element.textContent?.trim().slice(0, 40),
            getComputedStyle(element).fontWeight,
          ]),
        };
      });
      expect(faces).toEqual(["Sora 600 loaded"]);
      // Headings at least; any other weight would be drawn from the SemiBold anyway.
      expect(weights.length).toBeGreaterThan(2);
      expect(weights.filter(([, weight]) => weight !== "600")).toEqual([]);
    });
    await test.step("every image has alt text and the site's own images load", async () => {
      const images = await page.evaluate(() =>
        Array.from(document.images, (image) => ({
          src: image.currentSrc || image.src,
          alt: image.getAttribute("alt"),
          sameOrigin: new URL(image.currentSrc || image.src).origin === location.origin,
          loaded: image.complete && image.naturalWidth > 0,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, `alt of ${image.src}`).not.toBeNull();
        if (image.sameOrigin) expect(image.loaded, `${image.src} loaded`).toBe(true);
      }
    });
    await test.step(`no horizontal scroll at ${WIDTHS.join(", ")} px`, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `scroll width at ${width} px`).toBeLessThanOrEqual(clientWidth);
      }
    });
    await test.step("on paper: black on white, without what only acts on screen", async () => {
      await page.setViewportSize(size);
      await page.emulateMedia({ media: "print" });
      await expectPrintsCleanly(page, locale);
    });
  });
}
