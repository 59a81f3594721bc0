import { readFileSync } from "node:fs";
import type { CDPSession, Page } from "@playwright/test";
import { expect } from "./fixtures";

// What the look tests do to a page before its screenshot (look.spec.ts).

/** What the screenshots leave out: the browser's own widgets (the file says which, and why). */
const SCREENSHOT_CSS = readFileSync(new URL("look/screenshot.css", import.meta.url), "utf8");

/** The fonts Chromium drew an element's own text with (its platform fonts), most used first. */
async function fontsOf(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  return fonts.toSorted((a, b) => b.glyphCount - a.glyphCount).map((font) => font.familyName);
}

/**
 * The page is drawn in its fonts: the body text in the tests' own system font (Roboto,
 * from tests/e2e/look/fonts.conf), the headings in Sora. Sora is `font-display: optional`:
 * if a busy machine delays it past its first paint, the page keeps the fallback for its
 * life, as a visitor's first visit on a slow line would, and a reload can miss it again
 * (the CI's run, at load 6 on 2 cores, did twice). The look of a page is the one with its
 * font (what a slow first visit shows is first-paint.spec.ts's), so the page's own face
 * is then added again as a FontFace that waits for its file (`display: block`), and the
 * headings drawn with it: a page that declares no Sora, or another file, still fails.
 */
async function expectFonts(page: Page, cdp: CDPSession) {
  expect((await fontsOf(cdp, "footer p"))[0], "the body text's font").toBe("Roboto");
  if ((await fontsOf(cdp, "h1"))[0] === "Sora SemiBold") return;
  await page.evaluate(async () => {
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const face = (name: string) => rule.style.getPropertyValue(name);
      const family = face("font-family").replaceAll('"', "");
      if (family !== "Sora") continue;
      const again = new FontFace(family, face("src"), {
        weight: face("font-weight"),
        style: face("font-style"),
        unicodeRange: face("unicode-range"),
        display: "block",
      });
      document.fonts.add(again);
      await again.load();
    }
    await document.fonts.ready;
  });
  await expect
    .poll(() => fontsOf(cdp, "h1").then((fonts) => fonts[0]), {
      message: "the heading font, Sora, is drawn with the page's own face",
    })
    .toBe("Sora SemiBold");
}

/**
 * Goes to `path`, waits until it is drawn in its fonts, and adds the screenshot styles
 * the way DevTools adds its own (an inspector stylesheet): the page's CSP, which refuses
 * a <style> element and so Playwright's own `stylePath`, does not govern it.
 */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  await expectFonts(page, cdp);
  const { frameTree } = await cdp.send("Page.getFrameTree");
  const { styleSheetId } = await cdp.send("CSS.createStyleSheet", { frameId: frameTree.frame.id });
  await cdp.send("CSS.setStyleSheetText", { styleSheetId, text: SCREENSHOT_CSS });
}

/** The pointer leaves whatever it last clicked, so nothing shows its hover state. */
export const pointerAway = (page: Page) => page.mouse.move(0, 0);
