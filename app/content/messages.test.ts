// @vitest-environment node
import { describe, expect, it } from "vitest";
import { classroomsSections } from "~/content/classrooms";
import { homeFeatures } from "~/content/home";
import { contactInfo, joinSteps, traits } from "~/content/join";
import { lifeSections } from "~/content/life";
import { defaultLocale, locales } from "~/content/locales";
import { messages } from "~/content/messages";
import type { SectionCopy, TopicSection } from "~/content/types";
import { visionSections } from "~/content/vision";

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
    ["steps", joinSteps, copy.pages.join.steps],
    ["traits", traits, copy.pages.join.traits],
    ["contact notes", contactInfo, copy.pages.join.contactInfo],
  ] as const)("has words for each of the %s, and for nothing else", (_, list, words) => {
    expect(Object.keys(words).toSorted()).toEqual(ids(list).toSorted());
  });

  // The topic pages: each section its content module lists has its words, in order, and
  // each item the words its kind shows (app/components/topic-page.tsx).
  const topics: [string, readonly TopicSection[], Record<string, SectionCopy<object>>][] = [
    ["vision", visionSections, copy.pages.vision.sections],
    ["classrooms", classroomsSections, copy.pages.classrooms.sections],
    ["life", lifeSections, copy.pages.life.sections],
  ];
  const itemWords = { text: ["text"], cards: ["text", "title"], stats: ["label"] };
  it.each(topics)("has the %s page's sections, in order", (_, sections, words) => {
    expect(Object.keys(words)).toEqual(ids(sections));
  });
  it.each(
    topics.flatMap(([page, sections, words]) =>
      sections.map((section) => [`${page} ${section.id}`, section, words[section.id]] as const),
    ),
  )("has words for each item of %s, what its kind shows, and nothing else", (_, section, words) => {
    expect(Object.keys(words?.items ?? {}).toSorted()).toEqual(ids(section.items).toSorted());
    for (const item of Object.values(words?.items ?? {})) {
      const fields = Object.keys(item).filter((field) => field !== "spoken");
      expect(fields.toSorted()).toEqual(itemWords[section.kind]);
    }
  });
});
