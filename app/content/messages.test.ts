import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "~/content/locales";
import { messages } from "~/content/messages";

/**
 * Every language has every string: the typecheck asks for it (each folder's copy
 * `satisfies Messages`); this also catches a folder that forgot to say so.
 */
/** What a language may leave out: the types make it optional, and a default takes its place. */
const OPTIONAL = new Set(["rangeSeparator"]);

function shape(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}()`];
  if (Array.isArray(value))
    return [
      `${path}[${value.length}]`,
      ...value.flatMap((item, index) => shape(item, `${path}[${index}]`)),
    ];
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !OPTIONAL.has(key))
      .flatMap(([key, item]) => [path, ...shape(item, `${path}.${key}`)]);
  }
  return [`${path}: ${typeof value}`];
}

/** Every string of a language's copy, functions called with sample arguments. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)(3, 6));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(locales.map(({ code }) => code))("the %s copy", (locale) => {
  it("has exactly the strings, lists and functions of the default language", () => {
    expect(shape(messages[locale])).toEqual(shape(messages[defaultLocale]));
  });

  it("has no empty string", () => {
    expect(strings(messages[locale]).filter((text) => text.trim() === "")).toEqual([]);
  });
});
