import { describe, expect, it } from "vitest";
import data from "~/content/dates.json";
import { cycleFieldProblems, messageProblems } from "./field-checks";

const KEY = "pages.join.hero.eyebrow";
const ENGLISH = "Applications open for {year}";

describe("a message in the editor", () => {
  it("passes when it keeps the English one's placeholders", () => {
    expect(messageProblems("Inscripciones abiertas para {year}", ENGLISH, KEY)).toEqual([]);
  });

  it("is refused without a placeholder the English has, in the catalog check's words", () => {
    expect(messageProblems("Inscripciones abiertas", ENGLISH, KEY)).toEqual([
      `"${KEY}" lacks {year}.`,
    ]);
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

describe("a date of the admissions cycle in the editor", () => {
  it("passes in order", () => {
    expect(cycleFieldProblems(data, "interviews-end", "2025-05-01")).toEqual([]);
  });

  it("is refused out of order, with the schema's message, on the field that moved", () => {
    expect(cycleFieldProblems(data, "admission-results", "2025-04-15")).toEqual([
      "The admission results (2025-04-15) must be after the last day of interviews (2025-04-30).",
    ]);
    // The rule a date breaks by moving is the next one's: it is named there.
    expect(cycleFieldProblems(data, "application-deadline", "2025-04-02")).toEqual([]);
    expect(cycleFieldProblems(data, "year", 2026)).toEqual([
      "The year must be 2025, the year the academic year starts (2025-08-15).",
    ]);
  });
});
