import type { Browser, Locator, Page } from "@playwright/test";

// Helpers of the fault tests: downloads that fail, and what a tap showed meanwhile.

/**
 * Fails every download of `url` after a second on the way (a network giving up). The
 * tries it saw, and `answered`: how many have had their failure.
 */
export async function failDownloads(page: Page, url: RegExp) {
  const tries = Object.assign([] as string[], { answered: 0 });
  await page.route(url, async (route) => {
    tries.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.abort("failed").catch(() => {});
    tries.answered += 1;
  });
  return tries;
}

/**
 * Records whether `element` shows at any moment from now that its answer is on its
 * way (the progress cursor and the spinner expectWaiting checks). The look can last a
 * moment only: a tap made while the code is failing to arrive is answered at once, or
 * as soon as the try on its way fails, whenever that is on a busy machine. Resolves
 * with a function that says whether it was seen.
 */
export async function watchWaiting(element: Locator): Promise<() => Promise<boolean>> {
  type Watched = { seenWaiting?: WeakSet<Element> };
  await element.evaluate((node) => {
    const seen = ((window as Watched).seenWaiting ??= new WeakSet());
    new MutationObserver(() => {
      const spinner = getComputedStyle(node, "::after").content;
      const waiting = spinner !== "none" && spinner !== "normal";
      if (waiting && getComputedStyle(node).cursor === "progress") seen.add(node);
    }).observe(node, { attributes: true, attributeFilter: ["data-waiting"] });
  });
  return () => element.evaluate((node) => !!(window as Watched).seenWaiting?.has(node));
}

/**
 * Whether this browser keeps a failed module download for the document's life. HTML's
 * module map used to remember a failed fetch, so every later import() of that URL failed
 * at once, with no request: Chromium 150 still does, 156 fetches again. There, once the
 * code of a part has failed to download (even when fetched ahead), no tap can fetch it
 * again until the page is reloaded, whatever the page does with its imports.
 */
export async function keepsFailedModules(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let fetches = 0;
    await page.route("http://modules.test/**", (route) => {
      if (new URL(route.request().url()).pathname === "/") {
        return route.fulfill({ contentType: "text/html", body: "<title>modules</title>" });
      }
      fetches += 1;
      return route.abort("failed");
    });
    await page.goto("http://modules.test/");
    await page.evaluate(async (url) => {
      await import(url).catch(() => undefined);
      await import(url).catch(() => undefined);
    }, "/module.js");
    return fetches < 2;
  } finally {
    await context.close();
  }
}
