// @ts-check
/**
 * Screenshots of every page at phone and desktop widths, for looking at the work:
 * `npm run screenshots` (needs a running server: `npm run serve`).
 * Writes reports/screens/<page>-<width>.png.
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium.js";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/vision", "/classrooms", "/life", "/join", "/nowhere"];
const widths = [390, 1440];
const outDir = "reports/screens";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
    console.log(`${outDir}/${name}-${width}.png`);
  }
  await page.close();
}
await browser.close();
