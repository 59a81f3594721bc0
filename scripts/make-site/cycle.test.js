// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deadlineWarning, reviewReport } from "./cycle.js";

describe("what the build says of its words and dates", () => {
  it("warns in one line once the deadline has passed, and not before", () => {
    expect(deadlineWarning("2031-03-14", "2031-03-14")).toBeUndefined();
    const warning = deadlineWarning("2031-03-15", "2031-03-14");
    expect(warning).toMatch(/^warning: .*2031-03-14, has passed \(today is 2031-03-15\)/);
    expect(warning).not.toContain("\n");
  });

  it("lists the strings a language marks for review, or says there are none", () => {
    /** @param {string} code @param {string[]} [review] */
    const catalog = (code, review) => ({
      code,
      file: `${code}.json`,
      tree: { a: "A", b: "B" },
      review: review && { file: `${code}-review.json`, list: review },
    });
    expect(reviewReport([catalog("en"), catalog("es")])).toBe(
      "catalog: no string is marked as needing review",
    );
    expect(reviewReport([catalog("en"), catalog("es", ["b"])])).toBe(
      "catalog: 1 string(s) need review: es b",
    );
  });
});
