// @vitest-environment node
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { argumentsOf } from "../../../app/content/catalog.js";
import { accent, pseudoMessage } from "./pseudo-localize.js";

describe("pseudo-localization", () => {
  it("accents every letter, pads about 40% and brackets the text", () => {
    const text = pseudoMessage("Virtual School Tour");
    expect(text).toMatch(/^\[Ṽîŕţûåļ Šçĥööļ Ţöûŕ .+\]$/u);
    expect(text.length).toBeGreaterThanOrEqual(Math.round("Virtual School Tour".length * 1.4));
    expect(text).not.toMatch(/[a-z]/i);
  });

  it("keeps placeholders, plurals, ordinals and tags as they are", () => {
    const messages = /** @type {const} */ ([
      "{position} of {count}",
      "{grade, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Grade",
      "I agree to the <terms>terms and conditions</terms>",
      "Apply for {year}, it's quick",
    ]);
    for (const message of messages) {
      const pseudo = pseudoMessage(message);
      expect(argumentsOf(pseudo)).toEqual(argumentsOf(message));
    }
    const grade = new IntlMessageFormat(pseudoMessage(messages[1]), "en").format({ grade: 2 });
    expect(grade).toMatch(/^\[2ñð Ĝŕåðé .+\]$/u);
    const terms = new IntlMessageFormat(pseudoMessage(messages[2]), "en").format({
      terms: (chunks) => `<${chunks.join("")}>`,
    });
    expect(terms).toMatch(/^\[Î åĝŕéé ţö ţĥé <ţéŕɱš åñð çöñðîţîöñš> .+\]$/u);
    expect(
      new IntlMessageFormat(pseudoMessage(messages[3]), "en").format({ year: "2025" }),
    ).toMatch(/^\[Åþþļý ƒöŕ 2025, îţ'š ǫûîçķ .+\]$/u);
  });

  it("leaves what is not a letter alone", () => {
    expect(accent("24/7 · 100%")).toBe("24/7 · 100%");
  });
});
