import { expect } from "vitest";
import { localePath, tourStops, type Locale } from "../../e2e/site-data";
import type { EnginePage } from "../engine";
import type { PhotoHostMode } from "../../support/photo-host";
import { hydrated, need, tap, until, type Scenario } from "../scenario";
import { DESKTOP, PHONE, TOUR_COUNT, wordsOf } from "../site-table";

const DIALOG = "dialog[open]";
/** The grid's cards: links to their places (`#tour-3`, also their anchors), one per item. */
const CARD_LINKS = "ul > li > a[id^='tour-']";
export const CARDS = `#tour ${CARD_LINKS}`;

/** The titles of the six places, in the tour's order, in a language. */
export const placeTitles = (locale: Locale) => tourStops(locale).map(({ title }) => title);

/** "n of 6" as the open tour shows it, or null in grid mode. */
export const counter = (page: EnginePage) =>
  page.evaluate(
    (selector) => document.querySelector(`${selector} [aria-live]`)?.textContent?.trim() ?? null,
    DIALOG,
  );

/** Whether the tour is open as a modal dialog. */
const isModal = () => !!document.querySelector("dialog#tour")?.matches("[open]:modal");

/** The photo states (data-photo) of the grid's cards, once each has scrolled into view. */
async function cardPhotos(page: EnginePage): Promise<(string | null)[]> {
  return page.evaluate((selector) => {
    const cards = Array.from(document.querySelectorAll(`${selector} [data-photo]`));
    for (const card of cards) card.scrollIntoView({ block: "nearest" });
    return cards.map((card) => card.getAttribute("data-photo"));
  }, CARDS);
}

/** The visible text of each card of the grid. */
export const cardTexts = (page: EnginePage) =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector))
        .filter((card) => card.checkVisibility())
        .map((card) => card.innerText.replace(/\s+/g, " ").trim()),
    CARDS,
  );

function tourScenario(
  locale: Locale,
  photoHost: PhotoHostMode,
  sizes: Scenario["sizes"],
): Scenario {
  const words = wordsOf(locale);
  const titles = placeTitles(locale);
  // Each card's photo: a stock one loads or fails with its host; the site's own loads.
  const photos = tourStops(locale).map(({ source }) =>
    source.kind === "own" || photoHost === "answering" ? "loaded" : "failed",
  );
  const path = localePath(locale, "/");
  const expectShowing = async (page: EnginePage, position: number) => {
    await expect.poll(() => counter(page)).toBe(words.counter(position));
  };

  async function openCard(page: EnginePage, position: number) {
    const cards = await page.findAll({ css: `${DIALOG} ${CARD_LINKS}` });
    expect(cards).toHaveLength(TOUR_COUNT);
    await tap(page, cards[position - 1]!);
    await expectShowing(page, position);
    const heading = await page.evaluate(
      (selector) => document.querySelector(`${selector} figure h3`)?.textContent?.trim(),
      DIALOG,
    );
    expect(heading, "the place's title").toBe(titles[position - 1]);
  }

  return {
    name: `${path} tour (photo host ${photoHost}): ${words.tourTitle}, six cards, ${words.counter(1)}, wraps both ways, keys, Escape, focus`,
    sizes,
    photoHost,
    async run(page) {
      await page.open(path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const button = await need(page, { role: "button", name: words.tourButton });
      await tap(page, button);
      await need(page, { role: "dialog", name: words.tourTitle });
      expect(await page.evaluate(isModal), "open as a modal dialog").toBe(true);
      expect(await counter(page), "starts in grid mode").toBeNull();
      // The dialog takes focus as it opens, which is when its code loads.
      await hydrated(page);
      await expect.poll(() => cardPhotos(page)).toEqual(photos);

      await openCard(page, 3);
      await until(
        page,
        `the stage photo is ${photos[2]}`,
        photos[2],
        (selector) =>
          document.querySelector(`${selector} figure [data-photo]`)?.getAttribute("data-photo"),
        DIALOG,
      );
      if (photos[2] === "failed") {
        expect(
          await page.evaluate(
            (selector) => document.querySelector(selector)?.textContent ?? "",
            DIALOG,
          ),
        ).toContain(words.tour.photoUnavailable);
      }

      await tap(page, await need(page, { role: "button", name: words.tour.showGrid }));
      await expect.poll(() => counter(page)).toBeNull();
      await openCard(page, TOUR_COUNT);
      const next = await need(page, { role: "button", name: words.tour.next });
      const previous = await need(page, { role: "button", name: words.tour.previous });
      await tap(page, next);
      await expectShowing(page, 1); // 6 of 6 → 1 of 6
      await tap(page, previous);
      await expectShowing(page, TOUR_COUNT); // 1 of 6 → 6 of 6
      await tap(page, previous);
      await expectShowing(page, TOUR_COUNT - 1);

      await page.press("ArrowRight");
      await expectShowing(page, TOUR_COUNT);
      await page.press("ArrowRight");
      await expectShowing(page, 1);
      await page.press("ArrowLeft");
      await expectShowing(page, TOUR_COUNT);

      await expectClosedByEscape(page, button);
    },
  };
}

/** Escape closes the tour, gives focus back to the Virtual Tour button and clears the address. */
export async function expectClosedByEscape(page: EnginePage, button: unknown) {
  await page.press("Escape");
  await until(page, "Escape closes the tour", false, isModal);
  expect(
    await page.evaluate((element) => document.activeElement === element, button),
    "focus back on the Virtual Tour button",
  ).toBe(true);
  expect(new URL(await page.url()).hash, "no place left in the address").toBe("");
}

/**
 * The photos answering, at both widths: the tour's layout and hints differ. Failing, once:
 * a place whose photo failed shows its art the same way at any width and in any language.
 */
export const tourScenarios = [
  tourScenario("en", "answering", [PHONE, DESKTOP]),
  tourScenario("en", "unreachable", [PHONE]),
];
