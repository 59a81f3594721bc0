import type { Locator, Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { expectMenu, menuPanel, menuToggle } from "./menu-helpers";
import { SITE_PAGES } from "./site-data";

// The header on every page, the phone menu and the Enroll Now link.

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

/** The phone layout applies below 768 px. */
function isNarrow(page: Page) {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** Keeps the project's viewport when it has the wanted layout, else switches to one that has. */
async function useLayout(page: Page, layout: "narrow" | "wide") {
  if (isNarrow(page) !== (layout === "narrow")) {
    await page.setViewportSize(layout === "narrow" ? PHONE : WIDE);
  }
}

async function openMenu(page: Page): Promise<Locator> {
  await expectMenu(page, false);
  await menuToggle(page).click();
  await expectMenu(page, true);
  return menuPanel(page);
}

async function expectMenuClosed(page: Page) {
  await expectMenu(page, false);
}

function backgroundOf(link: Locator) {
  return link.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The five page links in order, exact names and targets, with only `current` marked. */
async function expectPageLinks(scope: Locator, current: string | undefined) {
  const links = SITE_PAGES.map(({ label }) =>
    scope.getByRole("link", { name: label, exact: true }),
  );
  for (const [index, { path, label }] of SITE_PAGES.entries()) {
    const link = links[index] as Locator;
    await expect(link, label).toBeVisible();
    await expect(link, label).toHaveAttribute("href", path);
    if (path === current) await expect(link, label).toHaveAttribute("aria-current", "page");
    else await expect(link, label).not.toHaveAttribute("aria-current");
  }
}

test.describe("header", () => {
  for (const sitePage of SITE_PAGES) {
    test(`on ${sitePage.label}: five links, the current one marked and highlighted, Enroll Now`, async ({
      page,
    }) => {
      await page.goto(sitePage.path);
      await waitUntilInteractive(page);
      const banner = page.getByRole("banner");
      let nav: Locator;
      if (isNarrow(page)) {
        // Phone: the links and Enroll Now wait behind the menu toggle.
        await expect(banner.getByRole("link", { name: sitePage.label, exact: true })).toBeHidden();
        await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeHidden();
        nav = await openMenu(page);
      } else {
        await expect(menuToggle(page)).toBeHidden();
        nav = banner.getByRole("navigation", { name: "Main" });
      }
      await expectPageLinks(nav, sitePage.path);

      const enroll = banner.getByRole("link", { name: "Enroll Now" });
      await expect(enroll).toBeVisible();
      await expect(enroll).toHaveAttribute("href", "/join#apply");

      // The current link looks different from the others (no pointer over either).
      await page.mouse.move(1, 1);
      const current = nav.getByRole("link", { name: sitePage.label, exact: true });
      const other = nav.getByRole("link", {
        name: sitePage.path === "/join" ? "Home" : "Join Us",
        exact: true,
      });
      expect(await backgroundOf(current)).not.toBe(await backgroundOf(other));
    });
  }

  test("Enroll Now takes the visitor to the application on Join Us", async ({ page }) => {
    await page.goto("/vision");
    await waitUntilInteractive(page);
    const scope = isNarrow(page) ? await openMenu(page) : page.getByRole("banner");
    await scope.getByRole("link", { name: "Enroll Now" }).click();
    await expect(page).toHaveURL("/join#apply");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#apply")).toBeInViewport();
    if (isNarrow(page)) await expectMenuClosed(page);
  });

  test("the header links navigate and move the current mark", async ({ page }) => {
    // Four pages, each checked through the menu and the accessibility tree on a phone.
    test.slow();
    await page.goto("/");
    await waitUntilInteractive(page);
    for (const target of SITE_PAGES.slice(1)) {
      const scope = isNarrow(page)
        ? await openMenu(page)
        : page.getByRole("banner").getByRole("navigation", { name: "Main" });
      await scope.getByRole("link", { name: target.label, exact: true }).click();
      await expect(page).toHaveURL(target.path);
      if (isNarrow(page)) {
        await expectMenuClosed(page);
        await expectPageLinks(await openMenu(page), target.path);
        await menuToggle(page).click();
        await expectMenuClosed(page);
      } else {
        await expectPageLinks(scope, target.path);
      }
    }
  });
});

test.describe("below 768 px, the menu toggle", () => {
  test.beforeEach(async ({ page }) => {
    await useLayout(page, "narrow");
    await page.goto("/");
    await waitUntilInteractive(page);
  });

  test("opens and closes the menu, which holds the links and Enroll Now", async ({ page }) => {
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await expectMenuClosed(page);
    const panel = await menuPanel(page);
    await expect(panel).toBeHidden();
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeHidden();

    await openMenu(page);
    await expectPageLinks(panel, "/");
    const enroll = panel.getByRole("link", { name: "Enroll Now" });
    await expect(enroll).toBeVisible();
    await expect(enroll).toHaveAttribute("href", "/join#apply");

    await toggle.click();
    await expectMenuClosed(page);
    await openMenu(page);
    await toggle.click();
    await expectMenuClosed(page);
  });

  test("closes when a link is chosen, and the page changes", async ({ page }) => {
    const panel = await openMenu(page);
    await panel.getByRole("link", { name: "Life at School", exact: true }).click();
    await expect(page).toHaveURL("/life");
    await expect(page.getByRole("main").getByText("Robotics & AI Lab")).toBeVisible();
    await expectMenuClosed(page);
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    const toggle = menuToggle(page);
    // With the pointer.
    await openMenu(page);
    await page.keyboard.press("Escape");
    await expectMenuClosed(page);
    await expect(toggle).toBeFocused();

    // With the keyboard, from inside the menu.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectMenu(page, true);
    const panel = await menuPanel(page);
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectMenuClosed(page);
    await expect(toggle).toBeFocused();
  });
});

test.describe("the 768 px breakpoint", () => {
  test("at 767 px the links are behind the toggle", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto("/classrooms");
    await waitUntilInteractive(page);
    const banner = page.getByRole("banner");
    await expect(menuToggle(page)).toBeVisible();
    await expect(banner.getByRole("link", { name: "Smart Classrooms", exact: true })).toBeHidden();
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeHidden();
    await expectPageLinks(await openMenu(page), "/classrooms");
  });

  test("at 768 px the links are in the bar and there is no toggle", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/classrooms");
    await waitUntilInteractive(page);
    const banner = page.getByRole("banner");
    await expect(menuToggle(page)).toBeHidden();
    await expectPageLinks(banner.getByRole("navigation", { name: "Main" }), "/classrooms");
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeVisible();
    // Everything in the bar fits: no link is pushed off screen.
    for (const { label } of SITE_PAGES) {
      await expect(banner.getByRole("link", { name: label, exact: true })).toBeInViewport({
        ratio: 1,
      });
    }
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeInViewport({ ratio: 1 });
  });
});

test.describe("from 768 px", () => {
  test("the links and Enroll Now sit in the bar with no toggle", async ({ page }) => {
    await useLayout(page, "wide");
    await page.goto("/life");
    await waitUntilInteractive(page);
    const banner = page.getByRole("banner");
    await expect(menuToggle(page)).toBeHidden();
    await expectPageLinks(banner.getByRole("navigation", { name: "Main" }), "/life");
    await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeVisible();
  });
});
