import { describe, expect, it } from "vitest";
import { argumentsOf, checkCatalogs, compareCatalog, flattenCatalog } from "./catalog.js";

const FILE = "app/content/xx/messages.json";
const english = new Map([
  ["nav.menu", "Menu"],
  ["grade", "{grade, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} Grade"],
  ["counter", "{position} of {count}"],
  ["apply", "Apply for {year}"],
  ["terms", "I agree to the <terms>terms</terms>"],
]);
/** @param {Record<string, string | undefined>} changes */
const translate = (changes) => {
  const messages = new Map(english);
  for (const [key, message] of Object.entries(changes)) {
    if (message === undefined) messages.delete(key);
    else messages.set(key, message);
  }
  return messages;
};

describe("a translation measured against the default language", () => {
  it("passes when it has every key with the same placeholders", () => {
    const spanish = translate({
      grade: "{grade, selectordinal, other {#.º}} grado",
      counter: "{position} de {count}",
      // The site's own values may be named where English does not name them.
      "nav.menu": "Menú de {site}",
      apply: "Solicitudes para {year}",
    });
    expect(compareCatalog(english, spanish, FILE)).toEqual([]);
  });

  it("keeps the site's own values the default language names: the year stays", () => {
    expect(compareCatalog(english, translate({ apply: "Solicitudes" }), FILE)).toEqual([
      `${FILE}: "apply" lacks {year}`,
    ]);
  });

  it("names the file and the key of a missing message", () => {
    expect(compareCatalog(english, translate({ counter: undefined }), FILE)).toEqual([
      `${FILE}: "counter" is missing`,
    ]);
  });

  it("names the file and the key of an extra message", () => {
    expect(compareCatalog(english, translate({ "nav.extra": "Más" }), FILE)).toEqual([
      `${FILE}: "nav.extra" is not in the default language's catalog`,
    ]);
  });

  it("names a wrong placeholder: one not given, and the one it lacks", () => {
    expect(compareCatalog(english, translate({ counter: "{posicion} de {count}" }), FILE)).toEqual([
      `${FILE}: "counter" has {posicion}, which is not given`,
      `${FILE}: "counter" lacks {position}`,
    ]);
  });

  it("names a placeholder taken as the wrong kind, and a tag that is missing", () => {
    expect(
      compareCatalog(
        english,
        translate({ counter: "{position, date} of {count}", terms: "Acepto los términos" }),
        FILE,
      ),
    ).toEqual([
      `${FILE}: "counter" takes {position} as date, not text`,
      `${FILE}: "terms" lacks {terms}`,
    ]);
  });

  it("names a message that does not parse", () => {
    const [problem] = compareCatalog(english, translate({ counter: "{position of {count}" }), FILE);
    expect(problem).toMatch(new RegExp(`^${FILE}: "counter" does not parse: `));
  });
});

describe("checkCatalogs", () => {
  it("names a catalog that is missing, and a leaf that is not a message", () => {
    const { problems } = checkCatalogs([
      { code: "en", file: "en.json", tree: { nav: { menu: "Menu" } } },
      { code: "xx", file: "xx.json", tree: undefined },
      { code: "yy", file: "yy.json", tree: { nav: { menu: ["Menú"] } } },
    ]);
    expect(problems).toEqual([
      'xx.json: missing (the language "xx" is in app/content/locales.ts)',
      'yy.json: "nav.menu" is ["Menú"], not a message',
      'yy.json: "nav.menu" is missing',
    ]);
  });

  it("lists the keys marked for review, each of which must be in the catalog", () => {
    const catalog = { nav: { menu: "Menu" } };
    const { review, problems } = checkCatalogs([
      { code: "en", file: "en.json", tree: catalog },
      {
        code: "xx",
        file: "xx.json",
        tree: catalog,
        review: { file: "r.json", list: ["nav.menu", "nav.gone"] },
      },
    ]);
    expect(review).toEqual([
      { code: "xx", key: "nav.menu" },
      { code: "xx", key: "nav.gone" },
    ]);
    expect(problems).toEqual(['r.json: "nav.gone" is not in the catalog']);
  });
});

it("reads what each placeholder takes, in plurals and tags too", () => {
  expect(
    Object.fromEntries(argumentsOf("<a>{n, plural, one {# {unit}} other {#}}</a> {d, date}")),
  ).toEqual({
    a: "tag",
    n: "number",
    unit: "text",
    d: "date",
  });
  expect(flattenCatalog({ a: { b: "x" } }, FILE).messages).toEqual(new Map([["a.b", "x"]]));
  expect(flattenCatalog({ a: { b: "Step {n}: " } }, FILE).problems).toEqual([
    `${FILE}: "a.b" starts or ends with a space: the page adds its own`,
  ]);
});
