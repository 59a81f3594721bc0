import type { Locator, Page } from "@playwright/test";
import { axExpanded, expect } from "./fixtures";
import { LANGUAGE_NAMES } from "../support/languages";
import { MESSAGES, defaultLocale, locales, type Locale } from "./site-data";

// The header's phone menu and language switch, as a visitor and assistive technology
// meet them, in the language of the page shown.

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
