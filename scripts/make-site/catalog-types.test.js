import { describe, expect, it } from "vitest";
import { catalogType } from "./catalog-types.js";

// What the code reads the catalog through: app/content/catalog-types.test.ts holds the
// mistakes these types make the typecheck catch in the real catalog.
describe("the catalog's types", () => {
  it("make each message a string, rich text, or a function of exactly its own values", () => {
    const text = catalogType(
      new Map([
        ["nav.menu", "Menu"],
        ["nav.apply", "Apply to {site} for {year}"],
        ["tour.counter", "{position} of {count}"],
        ["form.grade", "{grade, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Grade"],
        ["form.opens", "Opens {day, date, long}"],
        ["form.terms", "I agree to the <terms>terms</terms> and <privacy>policy</privacy>"],
        ["form.left", "{name}: {days, plural, one {# day} other {# days}} <more>left</more>"],
      ]),
    );
    expect(text.split("\n").slice(2)).toEqual([
      'import type { Rich } from "./types";',
      "",
      "export type Catalog = {",
      '  "nav": {',
      '    "menu": string;',
      '    "apply": string;',
      "  };",
      '  "tour": {',
      '    "counter": (values: { position: string | number; count: string | number }) => string;',
      "  };",
      '  "form": {',
      '    "grade": (values: { grade: number }) => string;',
      '    "opens": (values: { day: Date | number }) => string;',
      '    "terms": Rich<"terms" | "privacy">;',
      '    "left": (values: { name: string | number; days: number }) => Rich<"more">;',
      "  };",
      "};",
      "",
    ]);
  });
});
