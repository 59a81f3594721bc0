import { expect } from "vitest";
import type { EnginePage } from "../engine";
import { hydrated, need, tap, type Scenario } from "../scenario";
import { PHONE, wordsOf } from "../site-table";

/** Animations still running in the document (CSS animations and transitions). */
const moving = (page: EnginePage) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) =>
        animation instanceof CSSAnimation ? animation.animationName : "transition",
      ),
  );

export const motionScenarios: Scenario[] = [
  {
    name: "the hero drifts when motion is welcome",
    sizes: [PHONE],
    async run(page) {
      await page.open("/");
      await hydrated(page);
      // The illustration drifts forever: proof the check below can see motion.
      await expect.poll(() => moving(page)).toContain("drift");
    },
  },
  {
    name: "reduced motion: nothing moves on Home or in the open tour",
    sizes: [PHONE],
    variant: "reduced-motion",
    async run(page) {
      await page.open("/");
      expect(
        await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches),
      ).toBe(true);
      await hydrated(page);
      await expect.poll(() => moving(page)).toEqual([]);
      const { tourButton, tourTitle } = wordsOf("en");
      await tap(page, await need(page, { role: "button", name: tourButton }));
      await need(page, { role: "dialog", name: tourTitle });
      expect(
        await page.evaluate(
          () => getComputedStyle(document.querySelector("dialog[open] > div")!).animationName,
        ),
        "the tour panel's entrance",
      ).toBe("none");
      await expect.poll(() => moving(page)).toEqual([]);
    },
  },
];
