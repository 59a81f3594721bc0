import { describe, expect, it } from "vitest";
import {
  SPEC_LIMITS,
  SPEC_MESSAGES,
  specMessageProblems,
  specProblems,
  specWordsOf,
} from "./spec-words";
import { nestCatalog } from "./catalog.js";
import type { TopicSection } from "./types";

// The rule of the spec's words, on catalogs made for it: the shipped catalog is the
// build's to check (scripts/make-site/vite-plugins.ts), so a changed word fails there alone.

/** A message for each entry that says its words: the words, or an ICU form that reads them. */
const FORMS: Record<string, string> = {
  "tour.counter": "{position} of {count}",
  "application.grade": "{grade, selectordinal, other {#th}} Grade",
};
const saying = (entry: (typeof SPEC_MESSAGES)[number]) =>
  FORMS[entry.key] ?? (typeof entry.words === "string" ? entry.words : "");

const catalog = (messages: [string, string][]) => nestCatalog(messages);
const conforming = () =>
  SPEC_MESSAGES.map((entry) => [entry.key, saying(entry)] as [string, string]);

const figures = (value: string): TopicSection[] => [
  {
    kind: "stats",
    id: "vision-stats",
    items: ["100%", value, "∞"].map((figure, index) => ({ id: `f${index}`, value: figure })),
  },
];

describe("the words the specification fixes", () => {
  it("are said by a catalog made of them, with its figures", () => {
    expect(specProblems(catalog(conforming()), [figures("50+")])).toEqual([]);
  });

  it("refuse each message changed, once, naming the spec's words and section", () => {
    for (const entry of SPEC_MESSAGES) {
      const changed = conforming().map(([key, message]): [string, string] =>
        key === entry.key ? [key, `${message} now`] : [key, message],
      );
      const [problem, ...more] = specProblems(catalog(changed), []);
      expect(more, entry.key).toEqual([]);
      expect(problem).toContain(`"${entry.key}" is fixed by the specification (SPEC.md §`);
      const words = typeof entry.words === "string" ? [entry.words] : entry.words;
      expect(problem).toContain(`“${words[0]}”`);
      expect(specMessageProblems(entry.key, `${saying(entry)} now`)).toEqual([problem]);
    }
  });

  it("read a message as a visitor does: a tag's text kept, each form of a placeholder", () => {
    const [terms] = SPEC_MESSAGES.filter(({ key }) => key === "application.termsLabel");
    expect(specMessageProblems(terms?.key ?? "", `<terms>${String(terms?.words)}</terms>`)).toEqual(
      [],
    );
    expect(specMessageProblems("application.grade", "{grade}th Grade")).toEqual([]);
    expect(specMessageProblems("application.grade", "{grade}th grade")).toHaveLength(1);
    expect(specMessageProblems("tour.counter", "{position}/{count}")).toHaveLength(1);
    // The badge's year is the cycle's: the message keeps its placeholder.
    const [badge] = SPEC_MESSAGES.filter(({ key }) => key === "pages.join.hero.eyebrow");
    const written = String(badge?.words).replace("{year}", "2099");
    expect(specMessageProblems(badge?.key ?? "", written)).toHaveLength(1);
    expect(specMessageProblems("pages.join.hero.eyebrow", "{year")).toHaveLength(1);
  });

  it("refuse the figures changed, in the order the spec gives", () => {
    expect(specProblems(catalog(conforming()), [figures("40+")])).toEqual([
      'The figures of "vision-stats" are fixed by the specification (SPEC.md §2): 100%, 50+, ∞, in that order, not 100%, 40+, ∞.',
    ]);
  });

  it("hold the form to the spec's ages and grades, freed or not", () => {
    expect(specProblems(catalog(conforming()), [], true, SPEC_LIMITS)).toEqual([]);
    const younger = SPEC_LIMITS.AGE_MIN - 1;
    expect(specProblems({}, [], false, { ...SPEC_LIMITS, AGE_MIN: younger })).toEqual([
      `AGE_MIN is fixed by the specification (SPEC.md §5, §9): ${SPEC_LIMITS.AGE_MIN}, not ${younger}.`,
    ]);
  });

  it("leave every other message free, and every message free once freed", () => {
    expect(specMessageProblems("common.tagline", "Anything at all")).toEqual([]);
    expect(specWordsOf("common.tagline")).toBeUndefined();
    const [first] = SPEC_MESSAGES;
    expect(specWordsOf(first?.key ?? "")).toBeDefined();
    expect(specWordsOf(first?.key ?? "", false)).toBeUndefined();
    expect(specMessageProblems(first?.key ?? "", "Other words", false)).toEqual([]);
    expect(specProblems({}, [figures("40+")], false)).toEqual([]);
  });
});
