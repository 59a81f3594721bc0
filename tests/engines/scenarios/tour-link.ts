import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { need, tap, until, type Scenario } from "../scenario";
import { DESKTOP, PHONE, wordsOf } from "../site-table";
import { counter, expectClosedByEscape, placeTitles } from "./tour";

const words = wordsOf("en");
const titles = placeTitles("en");

/**
 * Where focus is, as a screen reader would take it: whether it is inside the open modal
 * tour, on what, and that element's name (from aria-labelledby, else its text).
 */
function focusState() {
  const active = document.activeElement;
  const dialog = document.querySelector("dialog#tour");
  const labelledBy = active?.getAttribute("aria-labelledby")?.split(" ") ?? [];
  const name = labelledBy.length
    ? labelledBy.map((id) => document.getElementById(id)?.textContent?.trim()).join(" ")
    : ((active as HTMLElement | null)?.innerText.replace(/\s+/g, " ").trim() ?? "");
  return {
    inDialog: !!dialog?.matches("[open]:modal") && !!active && dialog.contains(active),
    element: active?.tagName.toLowerCase() ?? null,
    name,
  };
}

/** Focus is on the photo of the place at `position` (1-based), inside the dialog. */
const expectOnPlace = async (page: EnginePage, position: number) => {
  await expect
    .poll(() => page.evaluate(focusState))
    .toEqual({
      inDialog: true,
      element: "figure",
      name: `${titles[position - 1]} ${words.counter(position)}`,
    });
};

/** A shared link to one place of the tour, with its code and before it. */
export const tourLinkScenarios: Scenario[] = [
  {
    name: `/#tour-3, a shared link: the tour opens with focus on the place shown (${titles[2]} ${words.counter(3)}), the arrows page at once, Escape closes`,
    sizes: [PHONE, DESKTOP],
    async run(page) {
      await page.open("/#tour-3");
      await need(page, { role: "dialog", name: words.tourTitle });
      // Nobody showed intent: the open tour loads its code by itself.
      await expectOnPlace(page, 3);
      expect(await counter(page)).toBe(words.counter(3));
      await page.press("ArrowRight");
      await expectOnPlace(page, 4);
      const button = await need(page, { role: "button", name: words.tourButton });
      await expectClosedByEscape(page, button);
    },
  },
  {
    name: "a link to #tour-3 followed before any code has arrived (its code held): focus on the place's card, inside the dialog; Escape closes",
    sizes: [PHONE, DESKTOP],
    async run(page, { codeless }) {
      await page.open(new URL("/", codeless.origin).href, { until: "parsed" });
      // A link to the place on the page, as one shared in a message. Not a cold load or
      // `location.hash`: after either, WebKit's driver waits for the held code to answer.
      await page.evaluate(() => {
        const link = Object.assign(document.createElement("a"), { href: "#tour-3" });
        link.dataset.sharedLink = "";
        link.textContent = "A shared link";
        document.querySelector("main")?.prepend(link);
      });
      await tap(page, await need(page, { css: "main > a[data-shared-link]" }));
      await need(page, { role: "dialog", name: words.tourTitle });
      await expect
        .poll(() => page.evaluate(focusState))
        .toMatchObject({ inDialog: true, element: "a" });
      const focused = await page.evaluate(() => ({
        href: document.activeElement?.getAttribute("href"),
        text: (document.activeElement as HTMLElement | null)?.innerText ?? "",
      }));
      expect(focused.href, "the card of the place asked for").toBe("#tour-3");
      expect(focused.text).toContain(titles[2]);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBe(
        null,
      );
      await page.press("Escape");
      await until(page, "Escape closes the tour", false, () =>
        Boolean(document.querySelector("dialog#tour")?.matches("[open]")),
      );
      const back = await page.evaluate(() => document.activeElement?.matches("[data-shared-link]"));
      expect(back, "focus back on the link that opened it").toBe(true);
      expect(new URL(await page.url()).hash, "no place left in the address").toBe("");
    },
  },
];
