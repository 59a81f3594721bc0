import { expect } from "vitest";
import { localePath, locales, pageIn, site, type Locale } from "../../e2e/site-data";
import type { EnginePage } from "../engine";
import { expectClean, hydrated, need, tap, until, type Scenario } from "../scenario";
import { BAR_EXTRAS_FROM, MENU_BREAKPOINT, PHONE, wordsOf } from "../site-table";

const MENU = "#mobile-menu";

const menuOpen = (page: EnginePage) =>
  page.evaluate(
    (selector) => document.querySelector(selector)?.matches(":popover-open") ?? null,
    MENU,
  );

const isOpen = (selector: string) => !!document.querySelector(selector)?.matches(":popover-open");

const menuLabel = wordsOf("en").menu;
const [home, life] = [pageIn("home"), pageIn("life")];

/** What the header bar shows (the phone menu's panel aside): its links and buttons. */
const readBar = (page: EnginePage) =>
  page.evaluate(() => {
    const text = (node: Element) => (node.textContent ?? "").replace(/\s+/g, " ").trim();
    const inBar = (node: Element) =>
      !node.closest("[popover]") && node.checkVisibility({ visibilityProperty: true });
    return {
      links: Array.from(document.querySelectorAll("header a")).filter(inBar).map(text),
      buttons: Array.from(document.querySelectorAll("header button")).filter(inBar).map(text),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

/** The widths either side of each of the header's two steps. */
const BAR_WIDTHS = [BAR_EXTRAS_FROM - 1, BAR_EXTRAS_FROM, MENU_BREAKPOINT - 1, MENU_BREAKPOINT];

/**
 * The header at each step, in a language: the logo alone with the toggle on phones;
 * from 768 px the other language and Enroll Now join it; from 1024 px the page links
 * too, and the toggle goes.
 */
function barScenario(locale: Locale): Scenario {
  const words = wordsOf(locale);
  const other = locales.find(({ code }) => code !== locale)?.name ?? "";
  const path = localePath(locale, "/vision");
  return {
    name: `${path} header at ${BAR_WIDTHS.join(", ")} px: links behind ${words.menu} below ${MENU_BREAKPOINT} px`,
    sizes: [PHONE],
    async run(page) {
      await page.open(path);
      const seen: Record<number, Awaited<ReturnType<typeof readBar>>> = {};
      for (const width of BAR_WIDTHS) {
        await page.resize(width);
        seen[width] = await readBar(page);
      }
      const expected = (width: number) => ({
        links: [
          site.name,
          ...(width >= MENU_BREAKPOINT ? words.nav : []),
          ...(width >= BAR_EXTRAS_FROM ? [other, words.enroll] : []),
        ],
        buttons: width >= MENU_BREAKPOINT ? [] : [words.menu],
        overflow: 0,
      });
      expect(seen).toEqual(Object.fromEntries(BAR_WIDTHS.map((width) => [width, expected(width)])));
    },
  };
}

/** The phone menu: a native popover behind the menu toggle, below 1024 px. */
export const menuScenarios: Scenario[] = [
  {
    name: "phone menu: opens, a link navigates and closes it, Escape closes it",
    sizes: [PHONE],
    async run(page) {
      await page.open("/");
      await hydrated(page);
      expect(await menuOpen(page), "closed at first").toBe(false);

      await tap(page, await need(page, { role: "button", name: menuLabel }));
      await until(page, "the menu opens", true, isOpen, MENU);
      const current = await need(page, { role: "link", name: home.label, within: MENU });
      expect(
        await page.evaluate(
          (link) => (link as unknown as Element).getAttribute("aria-current"),
          current as unknown,
        ),
      ).toBe("page");
      await expectClean(page);

      await tap(page, await need(page, { role: "link", name: life.label, within: MENU }));
      await expect.poll(() => page.url()).toMatch(new RegExp(`${life.path}$`));
      await until(page, "the new page has loaded", "complete", () => document.readyState);
      await need(page, { css: "h1" });
      expect(await menuOpen(page), "closed after choosing a link").toBe(false);

      const toggle = await need(page, { role: "button", name: menuLabel });
      await tap(page, toggle);
      await until(page, "the menu opens again", true, isOpen, MENU);
      await need(page, { role: "link", name: life.label, within: MENU });
      await page.press("Escape");
      await until(page, "Escape closes the menu", false, isOpen, MENU);
      expect(
        await page.evaluate((element) => document.activeElement === element, toggle as unknown),
        "focus back on the menu toggle",
      ).toBe(true);
    },
  },
  ...locales.map(({ code }) => barScenario(code)),
];
