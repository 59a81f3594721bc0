import { describe, expect, it } from "vitest";
import { CYCLE as data } from "../tests/support/cycle-fixture";
import { SPEC_MESSAGES, specMessageProblems } from "~/content/spec-words";
import { tourMessages } from "~/content/tour-rules";
import {
  cycleFieldProblems,
  languageOfFile,
  messageProblems,
  tourCategoryProblems,
  tourPhotoProblems,
  tourWordsProblems,
} from "./field-checks";

const KEY = "pages.x.badge";
const ENGLISH = "Open for {year}";

describe("a message in the editor", () => {
  it("passes when it keeps the English one's placeholders", () => {
    expect(messageProblems("Abierto para {year}", ENGLISH, KEY)).toEqual([]);
  });

  it("is refused without a placeholder the English has, in the catalog check's words", () => {
    expect(messageProblems("Abierto", ENGLISH, KEY)).toEqual([`"${KEY}" lacks {year}.`]);
  });

  it("is refused with ICU that does not parse, a placeholder of its own, or no text", () => {
    expect(messageProblems("Abiertas para {year", ENGLISH, KEY)).toEqual([
      `"${KEY}" does not parse: EXPECT_ARGUMENT_CLOSING_BRACE.`,
    ]);
    expect(messageProblems("Abiertas para {year} {año}", ENGLISH, KEY)).toEqual([
      `"${KEY}" has {año}, which is not given.`,
    ]);
    expect(messageProblems("  ", ENGLISH, KEY)).toEqual([
      `"${KEY}" is empty: every message needs its text in every language.`,
    ]);
  });
});

describe("a message the specification fixes, in the editor", () => {
  const [entry] = SPEC_MESSAGES;
  const words = String(entry?.words);
  const key = entry?.key ?? "";

  it("is refused changed in English, with the build's message, and free in another language", () => {
    expect(messageProblems(words, words, key, true)).toEqual([]);
    expect(messageProblems(`${words}!`, words, key, true)).toEqual(
      specMessageProblems(key, `${words}!`),
    );
    expect(messageProblems(`${words}!`, words, key, true)).toHaveLength(1);
    expect(messageProblems(`${words}!`, words, key, false)).toEqual([]);
  });
});

describe("a date of the admissions cycle in the editor", () => {
  it("passes in order", () => {
    expect(cycleFieldProblems(data, "interviews-end", "2031-04-12")).toEqual([]);
  });

  it("is refused out of order, with the schema's message, on the field that moved", () => {
    expect(cycleFieldProblems(data, "admission-results", "2031-04-10")).toEqual([
      "The admission results (2031-04-10) must be after the last day of interviews (2031-04-11).",
    ]);
    // The rule a date breaks by moving is the next one's: it is named there.
    expect(cycleFieldProblems(data, "application-deadline", "2031-03-18")).toEqual([]);
    expect(cycleFieldProblems(data, "year", 2032)).toEqual([
      "The year must be 2031, the year the academic year starts (2031-09-01).",
    ]);
  });
});

describe("a stop of the tour in the editor", () => {
  it("names the language of the pane's file in the build's words", () => {
    expect(languageOfFile("app/content/es/tour.json")).toBe("Español");
    expect(tourWordsProblems("alt", " ", "app/content/es/tour.json")).toEqual([
      tourMessages.empty("alt", "Español"),
    ]);
    expect(tourWordsProblems("title", "Sala", "app/content/es/tour.json")).toEqual([]);
  });

  it("checks a new upload's file, a photo's address, and the list's length, on each photo", () => {
    const small = { format: "jpeg" as const, size: { width: 800, height: 600 } };
    expect(tourPhotoProblems("blob:x", 6, small)).toEqual([tourMessages.tooSmall(800, 600)]);
    expect(tourPhotoProblems("blob:x", 6, { format: undefined, size: undefined })).toEqual([
      tourMessages.notPhoto(),
    ]);
    expect(tourPhotoProblems("https://example.com/a.jpg", 6)).toEqual([
      tourMessages.elsewhere("https://example.com/a.jpg"),
    ]);
    expect(tourPhotoProblems("/media/tour/hall.jpg", 5)).toEqual([tourMessages.count(5)]);
    expect(tourPhotoProblems("/media/tour/hall.jpg", 6)).toEqual([]);
  });

  it("refuses a category outside the six", () => {
    expect(tourCategoryProblems("sports")).toEqual([tourMessages.category("sports")]);
    expect(tourCategoryProblems("robotics")).toEqual([]);
  });
});
