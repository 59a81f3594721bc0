import type { Locator, Page } from "@playwright/test";
import { axExpanded, expect } from "./fixtures";

// The phone menu, as a visitor and assistive technology meet it.

export function menuToggle(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /menu/i });
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
  await expect.poll(() => axExpanded(page, "Menu"), "announced state").toBe(open);
  const panel = await menuPanel(page);
  if (open) await expect(panel).toBeVisible();
  else await expect(panel).toBeHidden();
  const toggle = menuToggle(page);
  await expect(toggle.locator("svg.lucide-x"), "close icon").toBeVisible({ visible: open });
  await expect(toggle.locator("svg.lucide-menu"), "menu icon").toBeVisible({ visible: !open });
}
