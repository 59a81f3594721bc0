import { expect } from "vitest";
import { need, tap, until, type Scenario } from "../scenario";
import { tourStops } from "../../e2e/site-data";
import { DESKTOP, PHONE, TOUR_COUNT, wordsOf } from "../site-table";
import { CARDS, cardTexts, counter, expectClosedByEscape, placeTitles } from "./tour";

const words = wordsOf("en");

/** The client entry: the first script a page with islands asks for. */
const ENTRY = /^\/assets\/entry\.client-[\w-]+\.js$/;

/** The tour before and without its code: what a visitor gets either way. */
export const tourEarlyScenarios: Scenario[] = [
  {
    name: "tour with JavaScript off: Virtual Tour leads to it, a plain section with six places",
    sizes: [PHONE, DESKTOP],
    variant: "no-script",
    async run(page) {
      await page.open("/");
      // Nothing turned the link into a button: it is a link to the section.
      const link = await need(page, { role: "link", name: words.tourButton });
      expect(
        await page.evaluate((element) => (element as unknown as HTMLAnchorElement).hash, link),
      ).toBe("#tour");

      const section = await page.evaluate(() => {
        const tour = document.getElementById("tour");
        const shown = (selector: string) =>
          Array.from(tour?.querySelectorAll(selector) ?? []).filter((node) =>
            node.checkVisibility(),
          ).length;
        return {
          shown: tour?.checkVisibility() ?? false,
          modal: tour?.matches(":modal") ?? null,
          title: tour?.querySelector("h2")?.textContent?.trim(),
          text: (tour as HTMLElement | null)?.innerText.replace(/\s+/g, " ") ?? "",
          // The grid/fullscreen toggle and the close button need the code: not shown.
          controls: shown("[role='button'], [data-tour-close]"),
        };
      });
      expect(section.shown, "the tour's section").toBe(true);
      expect(section.modal, "not a dialog").toBe(false);
      expect(section.title).toBe(words.tourTitle);
      expect(section.controls, "controls that need the code").toBe(0);
      expect(await cardTexts(page), "six places").toHaveLength(TOUR_COUNT);
      for (const { title, description } of tourStops("en")) {
        expect(section.text, `${title}: its title`).toContain(title);
        expect(section.text, `${title}: its description`).toContain(description);
      }

      await tap(page, link);
      await expect.poll(() => page.url()).toMatch(/#tour$/);
      // The section's title is on screen, not under the sticky header.
      await until(page, "the tour's title is in view", true, () => {
        const title = document.querySelector("#tour h2");
        if (!title) return false;
        const box = title.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + 8, box.y + box.height / 2);
        return box.top >= 0 && box.bottom <= innerHeight && !!hit && title.contains(hit);
      });
    },
  },
  {
    name: "tour before any code has arrived (its code held): Virtual Tour opens the grid at once, Escape closes it",
    sizes: [PHONE, DESKTOP],
    async run(page, { codeless }) {
      const heldBefore = codeless.held.length;
      // Its load event may wait for the held code: the visitor does not.
      await page.open(new URL("/", codeless.origin).href, { until: "parsed" });
      // The inline lines made the link a button that opens a dialog.
      const button = await need(page, { role: "button", name: words.tourButton });
      await tap(page, button);
      // Read at once after the tap, without waiting: the dialog opened by itself.
      const opened = await page.evaluate(
        (selector) => ({
          hash: location.hash,
          modal: !!document.querySelector("dialog#tour")?.matches("[open]:modal"),
          cards: Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((card) =>
            card.checkVisibility(),
          ).length,
          hydrated: document.documentElement.dataset.hydrated ?? null,
        }),
        CARDS,
      );
      expect(opened, "right after the tap").toEqual({
        hash: "#tour",
        modal: true,
        cards: TOUR_COUNT,
        hydrated: null,
      });
      await need(page, { role: "dialog", name: words.tourTitle });
      expect(await counter(page), "the grid").toBeNull();
      const texts = await cardTexts(page);
      placeTitles("en").forEach((title, index) => {
        expect(texts[index], `card ${index + 1}`).toContain(title);
      });

      // The page did ask for its code, and is still without it.
      await expect
        .poll(() => codeless.held.slice(heldBefore).some((path) => ENTRY.test(path)), {
          message: "the client entry is asked for (and held)",
        })
        .toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBe(
        null,
      );
      console.log(`held for ${page.engine}: ${codeless.held.slice(heldBefore).join(", ")}`);

      await expectClosedByEscape(page, button);
    },
  },
];
