import type { Browser, Page } from "@playwright/test";
import { expect, isBrowserTransitionError, test } from "./fixtures";

/**
 * The page-error check of the fixtures (fixtures.ts) lets through Chromium's own report
 * of a skipped cross-document view transition, and nothing else. Made here on pages of
 * the test's own (routed on the site's origin), in a page the check does not watch.
 */
const PAGES = "/__fixtures-test";
const STYLE = "<style>@view-transition { navigation: auto; }</style>";

async function pageOfOwn(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("Chromium's skipped view transition, and only it, is the browser's", async ({
  browser,
  baseURL,
}) => {
  const page = await pageOfOwn(browser, baseURL);
  try {
    // The next page's stylesheet is held until Chromium gives up on its transition (it
    // waits 4 s for the new page to render), as a busy machine's slow page makes it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${PAGES}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      const html = (body: string) => route.fulfill({ contentType: "text/html", body });
      if (pathname.endsWith("/from")) return html(`${STYLE}<a href="${PAGES}/to">Next</a>`);
      if (pathname.endsWith("/to")) {
        return html(`<link rel="stylesheet" href="${PAGES}/slow.css">${STYLE}<h1>Next</h1>`);
      }
      await held;
      return route.fulfill({ contentType: "text/css", body: "h1 { color: teal; }" });
    });
    await page.goto(`${PAGES}/from`);
    const skipped = page.waitForEvent("pageerror", { timeout: 20_000 });
    await page.getByRole("link", { name: "Next" }).click();
    const browserOwn = await skipped;
    release();
    // Its words change with the release: Chromium 150 raises "AbortError: Transition was
    // skipped", 156 "InvalidStateError: Transition was aborted because of invalid state.
    // Page already revealed". Both come with no stack, and the check knows both.
    const raised = `${browserOwn.name}: ${browserOwn.message}`;
    expect(isBrowserTransitionError(browserOwn), raised).toBe(true);

    // The same words thrown by a script, and any other error, are the page's.
    for (const source of [
      `throw new Error("Transition was skipped")`,
      `throw new TypeError("x is not a function")`,
      `Promise.reject(new Error("Transition was aborted because of invalid state"))`,
    ]) {
      const thrown = page.waitForEvent("pageerror");
      await page.evaluate((code) => setTimeout(code), source);
      expect(isBrowserTransitionError(await thrown), source).toBe(false);
    }
  } finally {
    await page.context().close();
  }
});
