import { ProtocolError, type Page } from "puppeteer-core";
import { expect } from "vitest";
import type { BidiFrame } from "puppeteer-core/internal/bidi/Frame.js";

export type ViewportSize = { width: number; height: number };

/** The method Puppeteer sends after sizing, and the answer of a Firefox that lacks it. */
export const ORIENTATION_COMMAND = "emulation.setScreenOrientationOverride";
const UNKNOWN = `(${ORIENTATION_COMMAND}): unknown command`;

/**
 * Sizes the page's viewport. Puppeteer's `setViewport` sends WebDriver BiDi's
 * `browsingContext.setViewport` and, beside it, `emulation.setScreenOrientationOverride`,
 * a command Firefox gained in 144: Firefox ESR 140 (Debian 12's own archive) answers
 * "unknown command", and Puppeteer supports only the current Firefox release. The site
 * and the suite read no screen orientation (Puppeteer would report every size as
 * portrait), so there the viewport is set with `browsingContext.setViewport` alone, through
 * Puppeteer's own BiDi browsing context (internal: its public API has no other way,
 * and `browser.setWindowBounds` is just as unknown to ESR 140). Awaiting it here, not
 * the copy Puppeteer sent alongside, and then the page's own size, means the size is in
 * force when this returns.
 */
export async function setViewport(page: Page, size: ViewportSize): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    if (!(error instanceof ProtocolError && error.message.includes(UNKNOWN))) throw error;
    await (page.mainFrame() as unknown as BidiFrame).browsingContext.setViewport({
      viewport: size,
    });
  }
  await seen(page, size);
}

/**
 * Resolves once the page itself has the size: the command returns before the page's
 * process has it, later on a busy machine (a header read at 1024 px once still showed
 * 1023 px's). A synchronous evaluation, so it works with JavaScript off too.
 */
async function seen(page: Page, { width, height }: ViewportSize) {
  await expect
    .poll(() => page.evaluate((w, h) => innerWidth === w && innerHeight === h, width, height), {
      interval: 50,
      message: `the viewport did not become ${width}×${height}`,
    })
    .toBe(true);
}
