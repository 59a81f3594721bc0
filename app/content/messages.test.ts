// @vitest-environment node
import { describe, expect, it } from "vitest";
import { classroomStats, futureFeatures, learningTools } from "~/content/classrooms";
import { gallery } from "~/content/gallery";
import { homeFeatures } from "~/content/home";
import { contactInfo, joinSteps, traits } from "~/content/join";
import { achievements, clubs, lifeStats } from "~/content/life";
import { defaultLocale, locales } from "~/content/locales";
import { messages } from "~/content/messages";
import { approachParagraphs, coreValues, visionStats } from "~/content/vision";
import { checkCatalogs } from "./catalog.js";
import { readCatalogs } from "../../scripts/make-site/catalog-types.js";

/** A list's ids, however it holds them. */
const ids = (list: readonly (string | { id: string })[]) =>
  list.map((item) => (typeof item === "string" ? item : item.id));

function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}()`];
  if (Array.isArray(value)) return [`${path}[]`];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [path, ...shape(item, `${path}.${key}`)]);
  }
  return [`${path}: ${typeof value}`];
}

describe.each(locales.map(({ code }) => code))("the %s words", (locale) => {
  it("have exactly the messages, and the same kind of each, as the default language", () => {
    expect(shape(messages[locale])).toEqual(shape(messages[defaultLocale]));
  });
});

describe("the default language's catalog", () => {
  const copy = messages[defaultLocale];
  it.each([
    ["home features", homeFeatures, copy.pages.home.features],
    ["core values", coreValues, copy.pages.vision.values],
    ["approach", approachParagraphs, copy.pages.vision.approach.paragraphs],
    ["vision figures", visionStats, copy.pages.vision.stats],
    ["learning tools", learningTools, copy.pages.classrooms.tools],
    ["futuristic features", futureFeatures, copy.pages.classrooms.features],
    ["classroom figures", classroomStats, copy.pages.classrooms.stats],
    ["clubs", clubs, copy.pages.life.clubs],
    ["achievements", achievements, copy.pages.life.achievements],
    ["life figures", lifeStats, copy.pages.life.stats],
    ["steps", joinSteps, copy.pages.join.steps],
    ["traits", traits, copy.pages.join.traits],
    ["contact notes", contactInfo, copy.pages.join.contactInfo],
    ["tour stops", gallery, copy.tour.items],
  ] as const)("has words for each of the %s, and for nothing else", (_, list, words) => {
    expect(Object.keys(words).toSorted()).toEqual(ids(list).toSorted());
  });

  it("holds together with every other language's, as the files are on disk", () => {
    expect(checkCatalogs(readCatalogs()).problems).toEqual([]);
  });

  it("names no year by hand: the admissions year is {year}, from the cycle", () => {
    const { byLanguage } = checkCatalogs(readCatalogs());
    for (const [code, catalog] of byLanguage) {
      const years = [...catalog].filter(([, message]) => /\b(19|20)\d\d\b/.test(message));
      expect(years, code).toEqual([]);
    }
  });
});
