// @vitest-environment node
import { describe, expect, it } from "vitest";
import { frozenWords } from "./look-content.js";

describe("the look's own words", () => {
  it("give their words to the keys the live catalog has, keep a new key's, drop a removed one", () => {
    const live = { a: { title: "New title", added: "Added" }, b: "Live b" };
    const frozen = { a: { title: "Old title" }, b: "Frozen b", gone: "Removed" };
    expect(frozenWords(live, frozen)).toEqual({
      a: { title: "Old title", added: "Added" },
      b: "Frozen b",
    });
  });
});
