import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { MESSAGES, tourStops, type Locale } from "./site-data";

// Where focus is when the tour opens from an address, as a screen reader gets it: the
// focused node of Chromium's accessibility tree, its role and name, and the dialog it
// is in. What the tests of shared links, Back and Forward, and late code share.

/** The tour's words in a language, and the place at `index` (0-based) in it. */
export function tourWords(locale: Locale) {
  const words = MESSAGES[locale].tour;
  const stops = tourStops(locale);
  const count = stops.length;
  const place = (index: number) => {
    const title = stops[index]?.title;
    if (title === undefined) throw new Error(`No stop ${index}`);
    const counter = words.counter({ position: index + 1, count });
    // The photo shown is named by its title and position (aria-labelledby joins them).
    return { title, counter, name: `${title} ${counter}` };
  };
  return { words, place, tourButton: MESSAGES[locale].pages.home.hero.tour };
}

type Focused = { role: string; name: string; dialog: string | null };

/**
 * The node that has focus in Chromium's accessibility tree (what a screen reader
 * announces), and the name of the dialog it is in (itself, if it is one), or null
 * when nothing in the page has focus.
 */
async function focusedForScreenReader(page: Page): Promise<Focused | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const focused = nodes.find(
      (node) =>
        !node.ignored &&
        node.role?.value !== "RootWebArea" &&
        node.properties?.some((property) => property.name === "focused" && property.value.value),
    );
    if (!focused) return null;
    let dialog: string | null = null;
    for (let node: typeof focused | undefined = focused; node; node = byId.get(node.parentId!)) {
      if (node.role?.value === "dialog") {
        dialog = String(node.name?.value ?? "");
        break;
      }
    }
    return {
      role: String(focused.role?.value ?? ""),
      name: String(focused.name?.value ?? ""),
      dialog,
    };
  } finally {
    await cdp.detach();
  }
}

/** The dialog of the tour in `locale`. */
export const tourDialogIn = (page: Page, locale: Locale) =>
  page.getByRole("dialog", { name: tourWords(locale).words.title });

/** The place at `index` is shown, and focus is on it, inside the dialog. */
export async function expectFocusOnPlace(page: Page, locale: Locale, index: number) {
  const dialog = tourDialogIn(page, locale);
  const { name, counter } = tourWords(locale).place(index);
  await expect(dialog.getByText(counter, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("figure", { name })).toBeFocused();
  expect(await focusedForScreenReader(page), "what a screen reader announces").toEqual({
    role: "figure",
    name,
    dialog: tourWordsTitle(locale),
  });
}

/** The grid is shown, and focus is on the dialog itself. */
export async function expectFocusOnGrid(page: Page, locale: Locale) {
  const dialog = tourDialogIn(page, locale);
  await expect(dialog).toBeFocused();
  expect(await focusedForScreenReader(page), "what a screen reader announces").toEqual({
    role: "dialog",
    name: tourWordsTitle(locale),
    dialog: tourWordsTitle(locale),
  });
}

/** Before the code: the grid, with focus on the card of the place asked for. */
export async function expectFocusOnCard(page: Page, locale: Locale, index: number) {
  const dialog = tourDialogIn(page, locale);
  const { title } = tourWords(locale).place(index);
  const card: Locator = dialog.getByRole("link", { name: title });
  await expect(card).toBeFocused();
  const focused = await focusedForScreenReader(page);
  expect(focused?.role).toBe("link");
  expect(focused?.name).toContain(title);
  expect(focused?.dialog).toBe(tourWordsTitle(locale));
}

const tourWordsTitle = (locale: Locale) => tourWords(locale).words.title;
