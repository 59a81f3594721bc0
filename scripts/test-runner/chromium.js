// @ts-check
/** Where the system Chromium is, and how to start it on this kind of machine. */
import { toolPath } from "./system-tools.js";

/** Flags that keep Chromium quiet and working as root in a container without a network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROME_PATH, else Debian's Chromium; says how to get one when there is none. */
export const chromiumPath = () => toolPath("chromium");

/**
 * Chromium's headless shell, for the Playwright suite (Playwright's own choice when
 * headless) and the size budgets. Lighthouse and the screenshots keep the full browser.
 */
export const headlessShellPath = () => toolPath("chromiumShell");
