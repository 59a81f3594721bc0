import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { axExpanded, expect } from "./fixtures";
import {
  MESSAGES,
  PROSE,
  SITE_PAGES,
  defaultLocale,
  locales,
  type Locale,
  type SitePage,
} from "./site-data";

// The header's phone menu and language switch, as a visitor and assistive technology
// meet them, in the language of the page shown; and what the language tests share.

/** Each language as its switch names it: in its own words, whatever the page's language. */
export const LANGUAGE_NAMES = Object.fromEntries(
  locales.map(({ code, name }) => [code, name]),
) as Record<Locale, string>;

/** Below this width the page links wait behind the menu toggle. */
export const BAR_LINKS_FROM = 1024;
/** Below this width Enroll Now and the language switch sit in the menu, not in the bar. */
export const BAR_ACTIONS_FROM = 768;

/** The language of a site path: its first segment when that names a language, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return locales.find(({ code }) => code === first)?.code ?? defaultLocale;
}

/** The language of the page shown, from its address (not from what the page claims). */
function localeOf(page: Page): Locale {
  const url = page.url();
  return url.startsWith("http") ? localeOfPath(new URL(url).pathname) : defaultLocale;
}

/** The header's words in the page's language. */
const navCopy = (page: Page) => MESSAGES[localeOf(page)].common.nav;

export function viewportWidth(page: Page): number {
  return page.viewportSize()?.width ?? 0;
}

export function menuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: navCopy(page).menu, exact: true });
}

/** The menu panel, found the way assistive technology finds it: the toggle's popover target. */
export async function menuPanel(page: Page): Promise<Locator> {
  const id = await menuToggle(page).evaluate(
    (toggle) => (toggle as HTMLButtonElement).popoverTargetElement?.id,
  );
  expect(id, "the toggle names the panel it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * The menu is `open` or not, and everything says so alike: the state assistive
 * technology reads (the native popover's, in Chromium's accessibility tree), the
 * panel, and the toggle's icon.
 */
export async function expectMenu(page: Page, open: boolean) {
  const name = navCopy(page).menu;
  await expect.poll(() => axExpanded(page, name), "announced state").toBe(open);
  const panel = await menuPanel(page);
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
  const toggle = menuToggle(page);
  await expect(toggle.locator("svg.lucide-x"), "close icon").toBeVisible({ visible: open });
  await expect(toggle.locator("svg.lucide-menu"), "menu icon").toBeVisible({ visible: !open });
}

/** Opens the closed menu with its toggle; the panel. */
export async function openMenu(page: Page): Promise<Locator> {
  await expectMenu(page, false);
  await menuToggle(page).click();
  await expectMenu(page, true);
  return menuPanel(page);
}

/**
 * The visible link to the page in `locale`, where a visitor finds it at this width: in
 * the bar from 768 px, else in the phone menu (opened here if it is closed).
 */
export async function languageLink(page: Page, locale: Locale): Promise<Locator> {
  const name = LANGUAGE_NAMES[locale];
  if (viewportWidth(page) >= BAR_ACTIONS_FROM) {
    return page.getByRole("banner").getByRole("link", { name, exact: true });
  }
  const panel = await menuPanel(page);
  if (!(await panel.isVisible())) await openMenu(page);
  return panel.getByRole("link", { name, exact: true });
}

/** The alternates and canonical URL a page's head names, read from the DOM. */
export async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
      (link) => link.getAttribute("href") ?? "",
    ),
    alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
      (link) => [link.hreflang, link.getAttribute("href") ?? ""] as [string, string],
    ),
  }));
}

// The languages: pages' twins, and the words a page holds.

/** The other language of a two-language site (the first other one). */
export const otherLocale = (locale: Locale) =>
  locales.find(({ code }) => code !== locale)?.code ?? locale;

/** The same page in another language. */
export function counterpart(sitePage: SitePage, locale: Locale): SitePage {
  const found = SITE_PAGES.find(({ id, locale: l }) => id === sitePage.id && l === locale);
  if (!found) throw new Error(`No ${sitePage.id} page in ${locale}`);
  return found;
}

/** Text with its runs of white space made single spaces. */
export const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Names the Spanish copy keeps as they are (the titles of documents published in
 * English); each must still be in the Spanish copy, or this list goes.
 */
export const PROPER_NAMES = ["SIL Open Font License 1.1"];

/**
 * Every string of the English copy of four words or more (so that a name such as
 * "English" or a figure does not count): each run of text of each message of the
 * catalog, between its placeholders, and the strings of the pages written in Markdown.
 */
export function englishStrings(): string[] {
  const found = new Set<string>();
  const add = (text: string) => {
    if (normalize(text).split(" ").length >= 4) found.add(normalize(text));
  };
  const runs = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal) add(element.value);
      if (element.type === TYPE.tag) runs(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        Object.values(element.options).forEach((option) => runs(option.value));
    }
  };
  const catalog = JSON.parse(
    readFileSync(new URL("../../app/content/en/messages.json", import.meta.url), "utf8"),
  );
  const walk = (value: unknown): void => {
    if (typeof value === "string") runs(parse(value));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(catalog);
  // The pages about the site are Markdown: their text nodes, title, description and lead.
  const prose = (value: unknown): void => {
    if (typeof value === "string") add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(prose);
  };
  prose(PROSE.en);
  return [...found].filter((text) => !PROPER_NAMES.includes(text));
}

/**
 * Everything a page says, shown or not: the text of the whole document (the closed
 * tour and menu, the form's labels and hints, <title>), the names and descriptions in
 * attributes, the islands' props and the structured data; not code.
 */
export async function documentWords(page: Page): Promise<string> {
  const words = await page.evaluate(() => {
    const texts: string[] = [];
    const json = (value: unknown): void => {
      if (typeof value === "string") texts.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(json);
    };
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    const nodes: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !parent.closest("script, style")) {
        nodes.push(node.textContent ?? "");
      }
    }
    texts.push(nodes.join(""), nodes.join(" "));
    // Names and descriptions, the islands' status lines (data-message), the head's meta.
    const ATTRIBUTES = ["aria-label", "aria-description", "aria-roledescription", "alt", "title"];
    for (const element of document.querySelectorAll("*")) {
      for (const name of [...ATTRIBUTES, "placeholder", "data-message", "content"]) {
        texts.push(element.getAttribute(name) ?? "");
      }
      json(JSON.parse(element.getAttribute("data-props") ?? "null"));
    }
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      json(JSON.parse(script.textContent ?? "null"));
    }
    return texts;
  });
  return words.map(normalize).join("\n");
}
