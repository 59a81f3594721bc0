import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { expectClean, hydrated, need, tap, type Scenario } from "../scenario";
import { fill } from "./form";
import {
  DESKTOP,
  MENU_BREAKPOINT,
  OVERFLOW_WIDTHS,
  PHONE,
  ROUTES,
  wordsOf,
  type RoutePlan,
} from "../site-table";

/** The page as the visitor reads it: the h1s, and the marked link of each visible bar. */
function readPage(page: EnginePage) {
  return page.evaluate(() => {
    const text = (node: Element) => (node.textContent ?? "").replace(/\s+/g, " ").trim();
    const visible = (node: Element) => node.checkVisibility({ visibilityProperty: true });
    return {
      lang: document.documentElement.lang,
      h1: Array.from(document.querySelectorAll("h1"), text),
      h1Visible: Array.from(document.querySelectorAll("h1")).every(visible),
      // The header bar (wide screens) and the phone menu each mark the current page.
      barCurrent: Array.from(document.querySelectorAll("header nav a[aria-current='page']"))
        .filter((link) => !link.closest("[popover]"))
        .filter(visible)
        .map(text),
      menuCurrent: Array.from(
        document.querySelectorAll("[popover] nav a[aria-current='page']"),
        text,
      ),
      barLinks: Array.from(document.querySelectorAll("header nav a"))
        .filter((link) => !link.closest("[popover]"))
        .filter(visible)
        .map(text),
      buttons: Array.from(document.querySelectorAll("header button")).filter(visible).map(text),
    };
  });
}

/** Waits for the page to become interactive if it should, and checks it does not if not. */
async function expectInteractivity(page: EnginePage, route: RoutePlan) {
  if (route.scripts === "hydrates") {
    await hydrated(page);
    return;
  }
  // Classic and module scripts: what runs code (not speculation rules or data blocks).
  const scripts = await page.evaluate(
    () =>
      Array.from(document.scripts).filter(
        (script) =>
          script.type === "" || script.type === "module" || /javascript/i.test(script.type),
      ).length,
  );
  if (route.scripts === "none") expect(scripts, "scripts with code").toBe(0);
  else expect(scripts, "scripts with code").toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
}

async function expectHeader(page: EnginePage, route: RoutePlan, width: number) {
  const words = wordsOf(route.locale);
  const seen = await readPage(page);
  expect(seen.lang, "the page's language").toBe(route.locale);
  expect(seen.h1, "h1").toEqual([route.h1]);
  expect(seen.h1Visible, "h1 visible").toBe(true);
  expect(seen.menuCurrent, "current link in the phone menu").toEqual(
    route.current ? [route.current] : [],
  );
  if (width < MENU_BREAKPOINT) {
    expect(seen.buttons, "the menu toggle").toEqual([words.menu]);
    expect(seen.barLinks, "links in the bar").toEqual([]);
  } else {
    expect(seen.buttons, "no menu toggle").toEqual([]);
    expect(seen.barLinks, "links in the bar").toEqual(words.nav);
    expect(seen.barCurrent, "current link in the bar").toEqual(
      route.current ? [route.current] : [],
    );
  }
}

/**
 * Each page, loaded once on a phone and then seen at every width a visitor has: its
 * status, language, h1 and marked link, whether it runs code, a clean console, the
 * header as the phone and the desktop lay it out, and no sideways scroll. One load per
 * page rather than one per width: the layout is CSS, the same after a resize as after a
 * load at that width, and each load of a page costs a busy 2-core machine seconds in
 * WebKitGTK.
 */
const routeScenarios: Scenario[] = ROUTES.map((route) => ({
  name: `${route.path}: status ${route.status}, lang, h1, current link, interactivity, console; header and no sideways scroll at ${OVERFLOW_WIDTHS.join(", ")} px`,
  sizes: [PHONE],
  // The visitor who asks for less motion: the layout is the same, and the hero's endless
  // drift, composited in software at every width, was most of these journeys' CPU. Motion
  // is the tour's, the form's and the menu's journeys' (and motion.ts's).
  variant: "reduced-motion",
  checksConsole: true,
  async run(page, { shoot }) {
    const { status } = await page.open(route.path);
    expect(status, "HTTP status").toBe(route.status);
    await need(page, { css: "h1" });
    await expectInteractivity(page, route);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const overflow: Record<number, number> = {};
    for (const width of OVERFLOW_WIDTHS) {
      if (width !== PHONE.width) await page.resize(width);
      overflow[width] = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (width === PHONE.width || width === DESKTOP.width) {
        await expectHeader(page, route, width);
        await shoot(`${route.name}-${width}`);
      }
    }
    expect(overflow, "sideways scroll, by width").toEqual(
      Object.fromEntries(OVERFLOW_WIDTHS.map((width) => [width, 0])),
    );
    await expectClean(page, route.console);
  },
}));

/**
 * With JavaScript off a page with code still reads in full: the same h1, nav and footer,
 * and every link to a place on the page leads to something shown (on Home, Virtual Tour
 * leads to the tour as a plain section: see tour-early.ts). A page without code is the
 * same page either way (its served HTML names no script: tests/html/pages.test.ts).
 */
const noScriptScenarios: Scenario[] = ROUTES.filter((route) => route.scripts === "hydrates").map(
  (route) => ({
    name: `${route.path}: reads in full with JavaScript off`,
    sizes: [PHONE],
    variant: "no-script",
    async run(page, { width, shoot }) {
      const { status } = await page.open(route.path);
      expect(status).toBe(route.status);
      await shoot(`${route.name}-no-script-${width}`);
      expect(
        await page.evaluate(() => matchMedia("(scripting: none)").matches),
        "scripting off",
      ).toBe(true);
      await expectHeader(page, route, width);
      const seen = await page.evaluate(() => ({
        footer: document.querySelector("footer")?.checkVisibility() ?? false,
        text: document.body.innerText,
        // A shown link to a place on the page whose place is missing or hidden.
        deadLinks: Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href^='#']"))
          .filter((link) => link.hash.length > 1 && link.checkVisibility())
          .filter((link) => !document.getElementById(link.hash.slice(1))?.checkVisibility())
          .map((link) => link.hash),
      }));
      expect(seen.footer, "footer").toBe(true);
      expect(seen.deadLinks, "links to places that are not shown").toEqual([]);
      if (route.page?.id !== "join") return;
      // The form can be filled in, says why it cannot be sent, and sends nothing.
      const words = wordsOf(route.locale);
      expect(seen.text).toContain(words.application.noscriptNote);
      const url = await page.url();
      await fill(page, route.locale);
      await tap(page, await need(page, { field: words.terms }));
      await tap(page, await need(page, { role: "button", name: words.application.submitLabel }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await page.url(), "the URL after Submit").toBe(url);
    },
  }),
);

export const pageScenarios = [...routeScenarios, ...noScriptScenarios];
