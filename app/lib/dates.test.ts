// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultLocale, localeInfo } from "~/content/locales";
import { FIRST_CYCLE, SPEC_MESSAGES } from "~/content/spec-words";
import { datesText, formatDates } from "~/lib/dates";

// The site's way of writing a date, proved on the spec's own first cycle: every page and
// test writes the live cycle (app/content/dates.json) through this formatter.
const separator = String(
  SPEC_MESSAGES.find(({ key }) => key === "pages.join.dates.rangeSeparator")?.words,
);

describe("dates in words", () => {
  it("writes the spec's first cycle exactly as the spec does, in its order", () => {
    const { intl } = localeInfo(defaultLocale);
    const written = FIRST_CYCLE.map(({ days }) => datesText(formatDates(intl, days, separator)));
    expect(written).toEqual(FIRST_CYCLE.map((date) => date.written));
  });

  it("writes a day the language's own way, the same day everywhere (UTC)", () => {
    expect(formatDates("es-ES", ["2031-01-01"])).toEqual({ start: "1 de enero de 2031" });
    expect(formatDates("en-US", ["2031-01-01"]).start).toBe("January 1, 2031");
  });

  it("splits a range into two whole dates, with the language's separator or the given one", () => {
    const spanish = formatDates("es-ES", ["2031-04-02", "2031-04-29"]);
    expect(spanish).toEqual({ start: "2", separator: "–", end: "29 de abril de 2031" });
    expect(datesText(spanish)).toBe("2–29 de abril de 2031");
    expect(formatDates("en-US", ["2031-04-02", "2031-04-29"], "~")).toEqual({
      start: "April 2",
      separator: "~",
      end: "29, 2031",
    });
  });
});
