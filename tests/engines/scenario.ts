import { expect } from "vitest";
import { everyIslandHydrated, useEveryIsland } from "../support/islands-in-use.js";
import type { EnginePage, Handle, Locator, Variant } from "./engine";
import type { PhotoHostMode } from "../support/photo-host";

type Size = { width: number; height: number };

type ScenarioContext = Size & {
  /** Saves a full-page screenshot as `<name>.png` in this engine's folder, when they are on. */
  shoot(name: string): Promise<void>;
  /**
   * The site behind a front that holds every script request unanswered (site-front.ts):
   * open `new URL(path, codeless.origin).href` for a page whose code never arrives.
   */
  codeless: { origin: string; held: readonly string[] };
};

/** One visitor journey, written once and run in every engine at each of `sizes`. */
export type Scenario = {
  name: string;
  sizes: Size[];
  variant?: Variant;
  /** Whether the tour's photo host answers (it never does unless a scenario asks). */
  photoHost?: PhotoHostMode;
  /** The scenario asserts console errors itself; otherwise there must be none. */
  checksConsole?: boolean;
  run(page: EnginePage, context: ScenarioContext): Promise<void>;
};

/** Waits for the element to appear; fails naming it when it does not. */
export async function need(page: EnginePage, locator: Locator): Promise<Handle> {
  let found: Handle | undefined;
  await polled(
    async () => (found = (await page.findAll(locator))[0]) !== undefined,
    `waiting for ${JSON.stringify(locator)}`,
    true,
    // One look can take seconds: WebKit's driver asks each candidate's role and name
    // command by command (every link of a wide page), and a busy machine slows each one.
    30_000,
  );
  return found as Handle;
}

/**
 * Polls `read` until it gives `expected`. A poll swallows what its function throws; if the
 * last try threw, that error is the reason (a browser gone mid-journey says so, and the
 * suite runs the journey again in a new one) rather than "did not resolve in time".
 */
async function polled<R>(read: () => Promise<R>, message: string, expected: R, timeout?: number) {
  let thrown: { error: unknown } | undefined;
  try {
    await expect
      .poll(
        async () => {
          try {
            const value = await read();
            thrown = undefined;
            return value;
          } catch (error) {
            thrown = { error };
            throw error;
          }
        },
        // The suite's poll timeout (the engines project of vitest.config.ts) unless given, checked often.
        { interval: 100, message, ...(timeout ? { timeout } : {}) },
      )
      .toEqual(expected);
  } catch (error) {
    throw thrown ? thrown.error : error;
  }
}

/** Waits until the in-page function returns `expected`. */
export async function until<A extends unknown[], R>(
  page: EnginePage,
  message: string,
  expected: R,
  fn: (...args: A) => R,
  ...args: A
): Promise<void> {
  await polled(() => page.evaluate(fn, ...args), message, expected);
}

/**
 * Clicks the element the way a visitor does: brought to the middle of the screen,
 * and only once nothing (a toast, a sticky bar) covers it there; the drivers'
 * own clicks land on whatever is on top.
 */
export async function tap(page: EnginePage, element: Handle): Promise<void> {
  await page.evaluate((node) => {
    (node as unknown as Element).scrollIntoView({ block: "center", inline: "nearest" });
  }, element as unknown);
  await until(
    page,
    "the element is not covered",
    true,
    (node) => {
      const target = node as unknown as Element;
      const box = target.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return !!hit && (hit === target || target.contains(hit));
    },
    element as unknown,
  );
  await page.click(element);
}

/**
 * Shows intent on every island of the page, as a visitor does by pointing at it or
 * moving focus into it (its code loads then), and waits until React has hydrated
 * them all.
 */
export async function hydrated(page: EnginePage): Promise<void> {
  await page.evaluate(useEveryIsland);
  await until(page, "the page hydrates", true, everyIslandHydrated);
}

/**
 * No uncaught error and no CSP violation in the current document, and exactly the
 * expected console errors (none unless given).
 */
export async function expectClean(page: EnginePage, consoleErrors: string[] = []): Promise<void> {
  const log = await page.probe();
  if (!log) {
    if (page.variant === "no-script" || !page.probesEveryDocument) return;
    throw new Error("The probe is missing from this document");
  }
  expect(log.errors, "uncaught errors").toEqual([]);
  expect(log.csp, "Content-Security-Policy violations").toEqual([]);
  expect(log.consoleErrors, "console.error calls").toEqual(consoleErrors);
}
