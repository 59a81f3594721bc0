import type { Page } from "@playwright/test";

/**
 * What sticks out of the screen sideways, or is cut off inside its own box, as the page
 * is drawn now: whatever the words are (the live content's, the pseudo-language's). An
 * element an ancestor clips inside the screen on purpose (a scroller) is not counted.
 */
export function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    /** Whether an ancestor clips `element` inside the screen. */
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === "visible") continue;
        const box = up.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if ((box.right > width + 1 || box.left < -1) && !clipped(element))
        found.push(`${describe(element)} reaches ${Math.round(box.left)}–${Math.round(box.right)}`);
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (hasText && style.overflowX !== "visible" && element.scrollWidth > element.clientWidth + 1)
        found.push(
          `${describe(element)} is cut off: ${element.scrollWidth} > ${element.clientWidth}`,
        );
    }
    return found;
  });
}
