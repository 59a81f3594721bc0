import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { expectClean, hydrated, need, tap, until, type Scenario } from "../scenario";
import { PHONE } from "../site-table";

const MENU = "#mobile-menu";

const menuOpen = (page: EnginePage) =>
  page.evaluate(
    (selector) => document.querySelector(selector)?.matches(":popover-open") ?? null,
    MENU,
  );

const isOpen = (selector: string) => !!document.querySelector(selector)?.matches(":popover-open");

/** The phone menu: a native popover behind the "Menu" button, below 768 px. */
export const menuScenarios: Scenario[] = [
  {
    name: "phone menu: opens, a link navigates and closes it, Escape closes it",
    sizes: [PHONE],
    async run(page) {
      await page.open("/");
      await hydrated(page);
      expect(await menuOpen(page), "closed at first").toBe(false);

      await tap(page, await need(page, { role: "button", name: "Menu" }));
      await until(page, "the menu opens", true, isOpen, MENU);
      const current = await need(page, { role: "link", name: "Home", within: MENU });
      expect(
        await page.evaluate(
          (link) => (link as unknown as Element).getAttribute("aria-current"),
          current as unknown,
        ),
      ).toBe("page");
      await expectClean(page);

      await tap(page, await need(page, { role: "link", name: "Life at School", within: MENU }));
      await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/\/life$/);
      await until(page, "the new page has loaded", "complete", () => document.readyState);
      await need(page, { css: "h1" });
      expect(await menuOpen(page), "closed after choosing a link").toBe(false);

      const toggle = await need(page, { role: "button", name: "Menu" });
      await tap(page, toggle);
      await until(page, "the menu opens again", true, isOpen, MENU);
      await need(page, { role: "link", name: "Life at School", within: MENU });
      await page.press("Escape");
      await until(page, "Escape closes the menu", false, isOpen, MENU);
      expect(
        await page.evaluate((element) => document.activeElement === element, toggle as unknown),
        "focus back on the Menu button",
      ).toBe(true);
    },
  },
];
