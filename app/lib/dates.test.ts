// @vitest-environment node
import { describe, expect, it } from "vitest";
import { datesText, formatDates } from "~/lib/dates";

describe("dates in words", () => {
  it("writes a day the language's own way", () => {
    expect(formatDates("en-US", ["2025-03-31"])).toEqual({ start: "March 31, 2025" });
    expect(formatDates("es-ES", ["2025-03-31"])).toEqual({ start: "31 de marzo de 2025" });
  });

  it("keeps the day the same everywhere (UTC), whatever the machine's time zone", () => {
    expect(formatDates("en-US", ["2025-01-01"]).start).toBe("January 1, 2025");
  });

  it("splits a range into two whole dates, with the language's separator or the given one", () => {
    const spanish = formatDates("es-ES", ["2025-04-01", "2025-04-30"]);
    expect(spanish).toEqual({ start: "1", separator: "–", end: "30 de abril de 2025" });
    expect(datesText(spanish)).toBe("1–30 de abril de 2025");
    const english = formatDates("en-US", ["2025-04-01", "2025-04-30"], "-");
    expect(english).toEqual({ start: "April 1", separator: "-", end: "30, 2025" });
    expect(datesText(english)).toBe("April 1-30, 2025");
  });
});
