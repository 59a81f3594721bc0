// @ts-check
/**
 * For scripts and tests that drive a browser: a page's islands load their code when the
 * visitor shows intent (app/inline/island-loader.js). These run in the page (pass them
 * to `page.evaluate` / `waitForFunction`) to do what a visitor does, and to tell when
 * the page is as interactive as it gets.
 */

/** Moves "focus" into every island, as a visitor would: each starts loading its code. */
export function useEveryIsland() {
  for (const island of document.querySelectorAll("[data-island]")) {
    island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  }
}

/** True once the loader has hydrated every island of the page. */
export function everyIslandHydrated() {
  return document.documentElement.dataset.hydrated === "true";
}
