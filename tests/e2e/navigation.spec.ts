import type { Locator, Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { LANGUAGE_NAMES, otherLocale } from "../support/languages";
import {
  BAR_ACTIONS_FROM,
  BAR_LINKS_FROM,
  expectMenu,
  menuPanel,
  menuToggle,
  openMenu,
  viewportWidth,
} from "./menu-helpers";
import { DESKTOP } from "./screens";
import { MESSAGES, localePath, locales, pageIn, pagesIn, type Locale } from "./site-data";

// The header as a visitor uses it: the page links, the phone menu, Enroll Now and the
// language switch, at each of the header's three layouts. What every page's header holds
// as served (links, marks, targets) is in tests/html/pages.test.ts.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 900, height: 1000 };

const mainPages = (locale: Locale) => pagesIn(locale).filter(({ nav }) => nav === "main");
const EN = MESSAGES.en.common.nav;

function backgroundOf(link: Locator) {
  return link.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The main navigation in `scope` holds the language's five links, in order, only `current` marked. */
async function expectPageLinks(scope: Locator, locale: Locale, current: string | undefined) {
  const nav = scope.getByRole("navigation", { name: MESSAGES[locale].common.nav.main });
  await expect(nav.getByRole("link")).toHaveText(mainPages(locale).map(({ label }) => label));
  for (const { path, label } of mainPages(locale)) {
    const link = nav.getByRole("link", { name: label, exact: true });
    await expect(link, label).toBeVisible();
    await expect(link, label).toHaveAttribute("href", path);
    if (path === current) await expect(link, label).toHaveAttribute("aria-current", "page");
    else await expect(link, label).not.toHaveAttribute("aria-current");
  }
  return nav;
}

/** Enroll Now and the language switch: visible in `scope`, leading where they should. */
async function expectActions(scope: Locator, locale: Locale, basePath: string) {
  const enroll = scope.getByRole("link", { name: MESSAGES[locale].common.nav.enroll });
  await expect(enroll).toBeVisible();
  await expect(enroll).toHaveAttribute("href", `${localePath(locale, "/join")}#apply`);
  const other = otherLocale(locale);
  const language = scope.getByRole("link", { name: LANGUAGE_NAMES[other], exact: true });
  await expect(language).toBeVisible();
  await expect(language).toHaveAttribute("href", localePath(other, basePath));
  await expect(language).toHaveAttribute("hreflang", other);
  await expect(language).toHaveAttribute("lang", other);
}

/** What the bar shows at this width, and what waits behind the toggle. */
async function expectBar(page: Page, locale: Locale, current: string) {
  const banner = page.getByRole("banner");
  const { nav } = MESSAGES[locale].common;
  const width = viewportWidth(page);
  const enroll = banner.getByRole("link", { name: nav.enroll });
  const language = banner.getByRole("link", { name: LANGUAGE_NAMES[otherLocale(locale)] });
  if (width >= BAR_LINKS_FROM) {
    await expect(menuToggle(page)).toBeHidden();
    await expectPageLinks(banner, locale, current);
  } else {
    await expect(menuToggle(page)).toBeVisible();
    await expect(banner.getByRole("navigation", { name: nav.main })).toBeHidden();
  }
  if (width >= BAR_ACTIONS_FROM) {
    await expect(enroll).toBeVisible();
    await expect(language).toBeVisible();
  } else {
    await expect(enroll).toBeHidden();
    await expect(language).toBeHidden();
  }
}

test.describe("header", () => {
  // Which link is marked current is in the served HTML (tests/html/pages.test.ts); here,
  // that it looks different, in the bar and in the phone menu.
  for (const size of [PHONE, DESKTOP.viewport]) {
    test(`at ${size.width} px the current page's link is highlighted`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/life");
      await waitUntilInteractive(page);
      const scope = size.width < BAR_LINKS_FROM ? await openMenu(page) : page.getByRole("banner");
      const nav = scope.getByRole("navigation", { name: EN.main });
      // No pointer over either link.
      await page.mouse.move(1, 1);
      const current = nav.getByRole("link", { name: pageIn("life").label, exact: true });
      await expect(current).toHaveAttribute("aria-current", "page");
      const other = nav.getByRole("link", { name: pageIn("vision").label, exact: true });
      expect(await backgroundOf(current)).not.toBe(await backgroundOf(other));
    });
  }

  test("Enroll Now takes the visitor to the application on Join Us", async ({ page }) => {
    await page.goto("/vision");
    await waitUntilInteractive(page);
    const narrow = viewportWidth(page) < BAR_ACTIONS_FROM;
    const scope = narrow ? await openMenu(page) : page.getByRole("banner");
    await scope.getByRole("link", { name: EN.enroll }).click();
    await expect(page).toHaveURL("/join#apply");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#apply")).toBeInViewport();
    if (narrow) await expectMenu(page, false);
  });

  // In each language in turn: on the desktop's bar in the default language, through the
  // phone's menu in the other, which closes as the link is chosen. Which link each page
  // marks as current is in its served HTML (tests/html/pages.test.ts).
  for (const [index, { code: locale }] of locales.entries()) {
    test(`in ${locale}, the header links lead to their pages`, async ({ page }) => {
      if (index % 2 === 1) await page.setViewportSize(PHONE);
      const [home, ...targets] = mainPages(locale);
      await page.goto(home?.path ?? "/");
      await waitUntilInteractive(page);
      for (const target of targets) {
        const narrow = viewportWidth(page) < BAR_LINKS_FROM;
        const scope = narrow ? await openMenu(page) : page.getByRole("banner");
        await scope.getByRole("link", { name: target.label, exact: true }).click();
        await expect(page).toHaveURL(target.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.h1);
        if (narrow) await expectMenu(page, false);
      }
    });
  }
});

// Each width below 1024 px in one language, the languages in turn: the menu is the same
// code in every language.
for (const [index, size] of [PHONE, TABLET].entries()) {
  test.describe(`below 1024 px, at ${size.width} px, the menu toggle`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });

    for (const { code: locale } of [locales[index % locales.length] ?? locales[0]]) {
      test(`opens and closes the menu, which holds the links (${locale})`, async ({ page }) => {
        const home = localePath(locale, "/");
        await page.goto(home);
        await waitUntilInteractive(page);
        const toggle = menuToggle(page);
        await expect(toggle).toBeVisible();
        await expectMenu(page, false);
        const panel = await menuPanel(page);
        await expect(panel).toBeHidden();

        await openMenu(page);
        await expectPageLinks(panel, locale, home);
        // Below 768 px Enroll Now and the language switch are in the menu; above, in the bar.
        if (size.width < BAR_ACTIONS_FROM) await expectActions(panel, locale, "/");
        else {
          const { enroll } = MESSAGES[locale].common.nav;
          await expect(panel.getByRole("link", { name: enroll })).toBeHidden();
          await expectActions(page.getByRole("banner"), locale, "/");
        }

        await toggle.click();
        await expectMenu(page, false);
        await openMenu(page);
        await toggle.click();
        await expectMenu(page, false);
      });
    }

    test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
      await page.goto("/");
      await waitUntilInteractive(page);
      const toggle = menuToggle(page);
      // With the pointer.
      await openMenu(page);
      await page.keyboard.press("Escape");
      await expectMenu(page, false);
      await expect(toggle).toBeFocused();

      // With the keyboard, from inside the menu.
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expectMenu(page, true);
      const panel = await menuPanel(page);
      await page.keyboard.press("Tab");
      await expect(
        panel.getByRole("link", { name: pageIn("home").label, exact: true }),
      ).toBeFocused();
      await page.keyboard.press("Escape");
      await expectMenu(page, false);
      await expect(toggle).toBeFocused();
    });
  });
}

test("on Join Us, Enroll Now in the phone menu closes the menu and shows the form", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/join"); // no waiting for code: the menu's own lines are in the page
  const panel = await openMenu(page);
  await panel.getByRole("link", { name: EN.enroll }).click();
  await expect(page).toHaveURL(/\/join#apply$/);
  await expectMenu(page, false);
  await expect(page.locator("#apply")).toBeInViewport();
});

test.describe("the breakpoints", () => {
  for (const width of [767, 768, 1023]) {
    test(`at ${width} px the links are behind the toggle`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/classrooms");
      await waitUntilInteractive(page);
      await expectBar(page, "en", "/classrooms");
      const panel = await openMenu(page);
      await expectPageLinks(panel, "en", "/classrooms");
      const inMenu = width < BAR_ACTIONS_FROM ? panel : page.getByRole("banner");
      await expectActions(inMenu, "en", "/classrooms");
    });
  }

  // From the narrowest bar to the desktop screen, where the school's name shows beside the
  // logo and the links grow: the real languages fit one row (a longer one may wrap).
  for (const width of [BAR_LINKS_FROM, DESKTOP.viewport.width]) {
    for (const { code: locale } of locales) {
      test(`at ${width} px everything is in the bar, in one row, with no toggle (${locale})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const path = localePath(locale, "/classrooms");
        await page.goto(path);
        await waitUntilInteractive(page);
        await expectBar(page, locale, path);
        const banner = page.getByRole("banner");
        await expectActions(banner, locale, "/classrooms");
        // Nothing in the bar is pushed off screen, and every link is on the same row.
        const middles: number[] = [];
        for (const link of await banner.getByRole("link").all()) {
          await expect(link).toBeInViewport({ ratio: 1 });
          const box = await link.boundingBox();
          if (box) middles.push(box.y + box.height / 2);
        }
        // Centred on one line, give or take a rounding; a second row is 40 px or more below.
        expect(
          Math.max(...middles) - Math.min(...middles),
          "rows of links in the bar",
        ).toBeLessThan(4);
      });
    }
  }
});
