// @ts-check
/** Where the system Chromium is, and how to start it on this kind of machine. */
import { existsSync } from "node:fs";

/** Flags that keep Chromium quiet and working as root in a container without a network. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROME_PATH, else /usr/bin/chromium; explains how to get one when neither exists. */
export function chromiumPath() {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(candidate)) {
    throw new Error(
      `No Chromium at ${candidate}. Install one (Debian/Ubuntu: \`sudo apt-get install -y chromium\`) ` +
        "or point CHROME_PATH at a Chrome or Chromium binary.",
    );
  }
  return candidate;
}
