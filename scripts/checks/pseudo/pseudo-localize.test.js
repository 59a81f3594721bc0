// @vitest-environment node
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { argumentsOf } from "../../../app/content/catalog.js";
import { accent, pseudoMessage } from "./pseudo-localize.js";

describe("pseudo-localization", () => {
  it("accents every letter, pads about 40% and brackets the text", () => {
    const text = pseudoMessage("Campus Walk");
    expect(text).toMatch(/^\[Çåɱþûš Ŵåļķ .+\]$/u);
    expect(text.length).toBeGreaterThanOrEqual(Math.round("Campus Walk".length * 1.4));
    expect(text).not.toMatch(/[a-z]/i);
  });

  it("keeps placeholders, plurals, ordinals and tags as they are", () => {
    const messages = /** @type {const} */ ([
      "{index} of {total}",
      "{level, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Level",
      "I accept the <rules>house rules</rules>",
      "Come in {year}, it's quick",
    ]);
    for (const message of messages) {
      const pseudo = pseudoMessage(message);
      expect(argumentsOf(pseudo)).toEqual(argumentsOf(message));
    }
    const level = new IntlMessageFormat(pseudoMessage(messages[1]), "en").format({ level: 2 });
    expect(level).toMatch(/^\[2ñð Ļéṽéļ .+\]$/u);
    const rules = new IntlMessageFormat(pseudoMessage(messages[2]), "en").format({
      rules: (chunks) => `<${chunks.join("")}>`,
    });
    expect(rules).toMatch(/^\[Î åççéþţ ţĥé <ĥöûšé ŕûļéš> .+\]$/u);
    expect(
      new IntlMessageFormat(pseudoMessage(messages[3]), "en").format({ year: "2031" }),
    ).toMatch(/^\[Çöɱé îñ 2031, îţ'š ǫûîçķ .+\]$/u);
  });

  it("leaves what is not a letter alone", () => {
    expect(accent("24/7 · 100%")).toBe("24/7 · 100%");
  });
});
