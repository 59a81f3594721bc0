// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultLocale, localeOf, localeOfParam, locales } from "./locales";

describe("the language of a route, from its `lang` param", () => {
  const others = locales.map(({ code }) => code).filter((code) => code !== defaultLocale);

  it("is the default language without one, else the language it names", () => {
    expect(localeOfParam(undefined)).toBe(defaultLocale);
    expect(localeOf({})).toBe(defaultLocale);
    for (const code of others) {
      expect(localeOfParam(code)).toBe(code);
      expect(localeOf({ lang: code })).toBe(code);
    }
  });

  it("is none for the default language's own code or a code of no language: no page", () => {
    for (const lang of [defaultLocale, "fr", "nope", "ES", ""]) {
      expect(localeOfParam(lang), lang).toBeUndefined();
      let thrown: unknown;
      try {
        localeOf({ lang });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, lang).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
    }
  });
});
