// @vitest-environment node
import { describe, expect, it } from "vitest";
import { admissionsYear, applicationDeadline, importantDates } from "../../app/content/dates.ts";
import { deadlineWarning, reviewReport } from "./cycle.js";

describe("the admissions cycle", () => {
  it("admits to the year the academic year starts in, and closes at the first date", () => {
    const starts = importantDates.find((date) => date.slug === "academic-year-starts");
    expect(String(admissionsYear)).toBe(starts?.dates[0].slice(0, 4));
    expect(applicationDeadline).toBe(importantDates[0].dates[0]);
  });

  it("warns in one line once the deadline has passed, and not before", () => {
    expect(deadlineWarning("2025-03-31", "2025-03-31")).toBeUndefined();
    const warning = deadlineWarning("2025-04-01", "2025-03-31");
    expect(warning).toMatch(/^warning: .*2025-03-31, has passed \(today is 2025-04-01\)/);
    expect(warning).not.toContain("\n");
  });

  it("lists the strings marked for review (none today)", () => {
    expect(reviewReport()).toBe("catalog: no string is marked as needing review");
  });
});
