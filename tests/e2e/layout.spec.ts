import { expect, test, waitUntilInteractive } from "./fixtures";
import { fillApplication, submitButton, termsBox } from "./form-helpers";
import { localeOfPath, openMenu } from "./menu-helpers";
import { expectPrintsCleanly } from "./print-helpers";
import { overflowing } from "./overflow";
import { MESSAGES, SITE_PAGES, localePath, locales } from "./site-data";

// Skip link and keyboard, the heading font, images, nothing overflowing whatever the words
// are, the paper view: on every page in every language, and on each language's not-found
// page, as drawn; and the states only code reaches (the menu, the tour, the toasts) with
// the live words too. What the footer says is in the served HTML (tests/html/pages.test.ts).

const EVERY_PATH = [
  ...SITE_PAGES.map(({ path }) => path),
  ...locales.map(({ code }) => localePath(code, "/nope")),
];
const WIDTHS = [320, 390, 768, 1024, 1440, 1920];
/** The narrowest screen and a wide one: where long words would stick out or be cut off. */
const FITS = [320, 1440];

for (const path of EVERY_PATH) {
  const locale = localeOfPath(path);
  const { common } = MESSAGES[locale];
  // One visit per page, the checks as its steps: each visit costs a busy 2-core machine
  // seconds of a page drawn in software; the skip link comes first, while nothing has
  // focus, then the widths, then paper.
  test(`on ${path}: skip link, Sora, images, nothing overflowing, on paper`, async ({
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
      // One face, declared by the page alone (app/heading-font.css), one file.
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
          // Drawn now: not a photo of the closed tour, which loads when the tour opens.
          shown: image.checkVisibility(),
          loaded: image.complete && image.naturalWidth > 0,
        })),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.alt, `alt of ${image.src}`).not.toBeNull();
        if (image.sameOrigin && image.shown) expect(image.loaded, `${image.src} loaded`).toBe(true);
      }
    });
    await test.step(`no horizontal scroll at ${WIDTHS.join(", ")} px; at ${FITS.join(" and ")}, no text cut off either`, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        if (FITS.includes(width)) {
          // The live words, whatever their length: nothing sticks out or is clipped.
          expect(await overflowing(page), `at ${width} px`).toEqual([]);
          continue;
        }
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

// The states code draws, with the live words of each language: the menu open, the tour in
// its grid and in fullscreen, the form's two toasts (the look draws them with its own words).
for (const { code: locale } of locales) {
  test(`in ${locale}: the menu, the tour and the toasts fit at ${FITS.join(" and ")} px`, async ({
    page,
  }) => {
    const copy = MESSAGES[locale];
    const fits = async (what: string) => {
      for (const width of FITS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await overflowing(page), `${what} at ${width} px`).toEqual([]);
      }
    };
    await page.setViewportSize({ width: FITS[0] ?? 320, height: 900 });
    await page.goto(localePath(locale, "/"));
    await waitUntilInteractive(page);
    await openMenu(page);
    await fits("the menu, open");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: copy.pages.home.hero.tour, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: copy.tour.title });
    await fits("the tour's grid");
    await dialog.getByRole("link").first().click();
    await expect(dialog.getByRole("button", { name: copy.tour.showGrid })).toBeVisible();
    await fits("the tour in fullscreen");

    await page.goto(localePath(locale, "/join#apply"));
    await waitUntilInteractive(page);
    await fillApplication(page, {}, locale);
    const { termsRequired, submitted } = copy.application.toasts;
    await submitButton(page, locale).click();
    await expect(page.getByText(termsRequired.title, { exact: true })).toBeVisible();
    await fits("the form, terms required");
    await termsBox(page, locale).check();
    await submitButton(page, locale).click();
    await expect(page.getByText(submitted.title, { exact: true })).toBeVisible();
    await fits("the form, submitted");
  });
}
