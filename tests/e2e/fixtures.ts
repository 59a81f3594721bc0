import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { everyIslandHydrated, useEveryIsland } from "../support/islands-in-use.js";

/** Messages the browser printed during a test, for assertions. */
export type ConsoleLog = { type: string; text: string }[];

export const PHOTO_HOST = "https://images.unsplash.com";

/**
 * Chromium's own reports of a cross-document view transition it skipped (the site's CSS
 * asks for one on each link followed; its scripts start none). They come as uncaught
 * promise rejections in the new page, of the transition object the browser made for the
 * navigation, never handed to any script, so no page could catch them; the visitor just
 * gets the page without the cross-fade. Chromium skips the transition when the next page
 * is not ready to render within 4 s, as on a busy machine ("Transition was skipped":
 * fixtures.spec.ts reproduces it), or when a link is clicked during the 180 ms fade of
 * the previous one ("aborted because of invalid state"). These exact DOMExceptions, with
 * no script on their stack, are the browser's; an Error with the same words, or any other
 * error, still fails the test.
 */
const BROWSER_TRANSITION_ERROR =
  // (Chromium may add the reason after a full stop: "… invalid state. <reason>".)
  /^(AbortError: Transition was skipped|InvalidStateError: Transition was aborted because of invalid state(\. .*)?)$/;
export const isBrowserTransitionError = (error: Error) =>
  !error.stack && BROWSER_TRANSITION_ERROR.test(`${error.name}: ${error.message}`);

/**
 * Every browser test:
 * - runs with less motion unless tagged @motion;
 * - gets `consoleLog`, everything the page printed;
 * - fails on an uncaught page error or a Content-Security-Policy violation;
 * - never reaches the internet: no host name but the servers' own resolves in the
 *   browser (playwright.config.ts), unless a test routes it itself.
 */
export const test = base.extend<{
  consoleLog: ConsoleLog;
  staticPage: Page;
  expectedViolations: RegExp[];
}>({
  /**
   * CSP violations a page reports by design, each named by the test file that expects it
   * (`test.use`); any other still fails the test.
   */
  expectedViolations: [[], { option: true }],
  /**
   * The projects ask for less motion (playwright.config.ts); a test tagged @motion gets
   * the site's motion, where motion could change the answer to a tap.
   */
  page: async ({ page }, use, testInfo) => {
    if (testInfo.tags.includes("@motion"))
      await page.emulateMedia({ reducedMotion: "no-preference" });
    await use(page);
  },
  consoleLog: [
    async ({ page, expectedViolations }, use) => {
      const log: ConsoleLog = [];
      const pageErrors: string[] = [];
      page.on("console", (message: ConsoleMessage) =>
        log.push({ type: message.type(), text: message.text() }),
      );
      page.on("pageerror", (error) => {
        if (!isBrowserTransitionError(error)) pageErrors.push(`${error.name}: ${error.message}`);
      });
      await use(log);
      const cspViolations = log.filter(
        (entry) =>
          /Content Security Policy/i.test(entry.text) &&
          !expectedViolations.some((expected) => expected.test(entry.text)),
      );
      expect(cspViolations, "CSP violations").toEqual([]);
      expect(pageErrors, "uncaught page errors").toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A page as a visitor with JavaScript turned off gets it, at the project's viewport
   * and motion preference:
   * what the served HTML holds, read through the browser's own parser and DOM.
   */
  staticPage: async (
    { browser, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, reducedMotion },
    use,
  ) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      reducedMotion,
    });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

/**
 * Shows intent on every interactive part ("island") of the page, as a visitor does by
 * pointing at it or moving focus into it (its code loads then, app/inline/island-loader.js),
 * and waits until React has hydrated them all: the loader then sets html[data-hydrated].
 * Only Home and Join have islands.
 */
export async function waitForHydration(page: Page) {
  await page.evaluate(useEveryIsland);
  await page.waitForFunction(everyIslandHydrated);
}

/**
 * Resolves once the page has painted twice more: whatever it does in answer to an event
 * already dispatched (a React update, a toast, a scroll) is on screen by then, however
 * slow the machine. For checks that something did not happen, in place of a fixed wait.
 */
export const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Waits until the page is as interactive as it gets: hydrated if it has code, else at once. */
export async function waitUntilInteractive(page: Page) {
  if ((await page.locator("[data-island]").count()) > 0) await waitForHydration(page);
}

/** The `expanded` state Chromium's accessibility tree gives the button named `name`. */
export async function axExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const button = nodes.find(
      (node) => !node.ignored && node.role?.value === "button" && node.name?.value === name,
    );
    if (!button) throw new Error(`No button named "${name}" in the accessibility tree`);
    const expanded = button.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await cdp.detach();
  }
}
