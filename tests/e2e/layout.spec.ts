import { expect, test, waitUntilInteractive } from "./fixtures";
import { localeOfPath } from "./menu-helpers";
import { MESSAGES, SITE_PAGES, localePath, locales, pageCopy, pagesIn, site } from "./site-data";

// Footer, skip link and keyboard, no horizontal scroll, images: on every page in every
// language, and on each language's not-found page.

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
  // focus, and the widths last.
  test(`on ${path}: skip link, footer, Sora, images, no sideways scroll`, async ({ page }) => {
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
    await test.step("the footer has the disclaimer, the credit, the admissions e-mail and the page links", async () => {
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(common.footer.disclaimer)).toBeVisible();
      if (locale === "en") await expect(footer.getByText(/\bfictional\b/i)).toBeVisible();

      // The student credited: SITE_AUTHOR when set, else the language's own words.
      const credit = footer.getByText(
        common.footer.credit({
          author: site.author ?? common.footer.anonymousAuthor,
        }),
        { exact: true },
      );
      await expect(credit).toBeVisible();
      await expect(credit).toHaveText(/bootcamp/i);
      if (site.author) await expect(credit).toContainText(site.author);

      const email = footer.getByRole("link", { name: site.email });
      await expect(email).toBeVisible();
      await expect(email).toHaveAttribute("href", `mailto:${site.email}`);

      // Every page of the language: the five in Explore, the three legal ones in About.
      for (const { path: target, label } of pagesIn(locale)) {
        const link = footer.getByRole("link", { name: label, exact: true });
        await expect(link, label).toBeVisible();
        await expect(link, label).toHaveAttribute("href", target);
      }
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
  });
}

for (const sitePage of SITE_PAGES.filter(({ hasArt }) => hasArt)) {
  test(`the hero illustration of ${sitePage.path} is described and loads`, async ({ page }) => {
    await page.goto(sitePage.path);
    const hero = page.getByRole("region").filter({ has: page.getByRole("heading", { level: 1 }) });
    const art = hero.getByRole("img");
    await expect(art).toHaveCount(1);
    await expect(art).toBeVisible();
    // Described in the page's language, in the words of its copy.
    const copy = pageCopy(sitePage);
    await expect(art).toHaveAccessibleName(
      "hero" in copy && "artAlt" in copy.hero ? copy.hero.artAlt : "",
    );
    await expect(art).toHaveAccessibleName(/\w{3,}.*\w{3,}/);
    await expect
      .poll(() =>
        art.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
  });
}
