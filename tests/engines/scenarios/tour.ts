import { expect } from "vitest";
import type { EnginePage } from "../engine";
import type { PhotoHostMode } from "../photo-host";
import { hydrated, need, tap, until, type Scenario } from "../scenario";
import { DESKTOP, PHONE } from "../site-table";

const COUNT = 6;
const DIALOG = "dialog[open]";

/** "n of 6" as the open tour shows it, or null in grid mode. */
const counter = (page: EnginePage) =>
  page.evaluate(
    (selector) => document.querySelector(`${selector} [aria-live]`)?.textContent?.trim() ?? null,
    DIALOG,
  );

async function expectShowing(page: EnginePage, position: number) {
  await expect.poll(() => counter(page), { timeout: 5_000 }).toBe(`${position} of ${COUNT}`);
}

/** The photo states (data-photo) of the grid's cards, once each has scrolled into view. */
async function cardPhotos(page: EnginePage): Promise<(string | null)[]> {
  return page.evaluate((selector) => {
    const cards = Array.from(document.querySelectorAll(`${selector} ul button [data-photo]`));
    for (const card of cards) card.scrollIntoView({ block: "nearest" });
    return cards.map((card) => card.getAttribute("data-photo"));
  }, DIALOG);
}

async function openCard(page: EnginePage, position: number) {
  const cards = await page.findAll({ css: `${DIALOG} ul > li > button` });
  expect(cards).toHaveLength(COUNT);
  await tap(page, cards[position - 1]!);
  await expectShowing(page, position);
}

function tourScenario(photoHost: PhotoHostMode): Scenario {
  const photo = photoHost === "answering" ? "loaded" : "failed";
  return {
    name: `tour (photo host ${photoHost}): six cards, n of 6, wraps both ways, keys, Escape, focus`,
    sizes: [PHONE, DESKTOP],
    photoHost,
    async run(page) {
      await page.open("/");
      await hydrated(page);
      const button = await need(page, { role: "button", name: "Virtual Tour" });
      await tap(page, button);
      await need(page, { role: "dialog", name: "Virtual School Tour" });
      expect(
        await page.evaluate(
          (selector) => !!document.querySelector(selector)?.matches(":modal"),
          DIALOG,
        ),
      ).toBe(true);
      expect(await counter(page), "starts in grid mode").toBeNull();
      await expect
        .poll(() => cardPhotos(page), { timeout: 10_000 })
        .toEqual(Array(COUNT).fill(photo));

      await openCard(page, 3);
      await until(
        page,
        `the stage photo is ${photo}`,
        photo,
        (selector) =>
          document.querySelector(`${selector} figure [data-photo]`)?.getAttribute("data-photo"),
        DIALOG,
      );
      if (photoHost === "unreachable") {
        expect(
          await page.evaluate(
            (selector) => document.querySelector(selector)?.textContent ?? "",
            DIALOG,
          ),
        ).toContain("Photo unavailable offline");
      }

      await tap(page, await need(page, { role: "button", name: "Show grid" }));
      await expect.poll(() => counter(page)).toBeNull();
      await openCard(page, COUNT);
      const next = await need(page, { role: "button", name: "Next image" });
      const previous = await need(page, { role: "button", name: "Previous image" });
      await tap(page, next);
      await expectShowing(page, 1); // 6 of 6 → 1 of 6
      await tap(page, previous);
      await expectShowing(page, COUNT); // 1 of 6 → 6 of 6
      await tap(page, previous);
      await expectShowing(page, COUNT - 1);

      await page.press("ArrowRight");
      await expectShowing(page, COUNT);
      await page.press("ArrowRight");
      await expectShowing(page, 1);
      await page.press("ArrowLeft");
      await expectShowing(page, COUNT);

      await page.press("Escape");
      await until(
        page,
        "Escape closes the tour",
        false,
        (selector) => !!document.querySelector(selector),
        DIALOG,
      );
      expect(
        await page.evaluate((element) => document.activeElement === element, button as unknown),
        "focus back on the Virtual Tour button",
      ).toBe(true);
    },
  };
}

export const tourScenarios = [tourScenario("answering"), tourScenario("unreachable")];
