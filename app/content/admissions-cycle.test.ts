import { describe, expect, it } from "vitest";
import { CYCLE as data } from "../../tests/support/cycle-fixture";
import { cycleProblems, readCycle } from "./admissions-cycle";

describe("the admissions cycle's rules", () => {
  it("accept a cycle in order", () => {
    expect(cycleProblems(data)).toEqual([]);
  });

  it("name a date out of order, and the one it must follow", () => {
    const early = { ...data, "interviews-start": "2031-03-10" };
    expect(cycleProblems(early)).toEqual([
      {
        field: "interviews-start",
        message:
          "The first day of interviews (2031-03-10) must be after the application deadline (2031-03-14).",
      },
    ]);
  });

  it("let the interviews last one day, and no less", () => {
    const oneDay = { ...data, "interviews-end": data["interviews-start"] };
    expect(cycleProblems(oneDay)).toEqual([]);
    const backwards = { ...data, "interviews-end": "2031-03-16" };
    expect(cycleProblems(backwards)).toEqual([
      {
        field: "interviews-end",
        message:
          "The last day of interviews (2031-03-16) must be on or after the first day of interviews (2031-03-17).",
      },
    ]);
  });

  it("hold the year to the one the academic year starts in", () => {
    expect(cycleProblems({ ...data, year: 2032 })).toEqual([
      {
        field: "year",
        message: "The year must be 2031, the year the academic year starts (2031-09-01).",
      },
    ]);
  });

  it("refuse a day that is no day, a missing date and a key of no meaning", () => {
    const unrevised: Record<string, unknown> = { ...data };
    delete unrevised.revised;
    const fields = (value: unknown) => cycleProblems(value).map(({ field }) => field);
    expect(fields({ ...data, "admission-results": "2031-02-30" })).toEqual(["admission-results"]);
    expect(fields(unrevised)).toEqual(["revised"]);
    expect(fields({ ...data, note: "x" })).toEqual([""]);
  });

  it("fail the build with the file's path and every broken rule", () => {
    expect(() => readCycle({ ...data, year: 2030 }, "app/content/dates.json")).toThrow(
      /^app\/content\/dates\.json:\n✖ The year must be 2031.*\n {2}→ at year$/,
    );
  });
});
