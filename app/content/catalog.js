// @ts-check
/**
 * The rules of the message catalogs (`app/content/<code>/messages.json`: ICU
 * MessageFormat in nested JSON, docs/decisions/0019-message-catalogs.md), shared by
 * the build (app/content/messages.ts), the generated types (scripts/make-site/catalog-types.js)
 * and the tests' pseudo-language. Plain JavaScript, so plain Node runs it too.
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";

/**
 * What every message may name without the code passing it: the school's name and
 * e-mail (the site settings), the admissions year, the form's limits. The build binds
 * them (app/content/messages.ts), so a figure or a name is never typed into a message.
 * @type {Readonly<Record<string, ArgumentKind>>}
 */
export const AMBIENT = {
  site: "text",
  email: "text",
  year: "text",
  ageMin: "number",
  ageMax: "number",
  gradeMin: "number",
  gradeMax: "number",
};

/**
 * What an argument takes: "text" a string or a number ({name}, select), "number" a
 * number (number, plural, selectordinal), "date" a date (date, time), "tag" a piece of
 * markup (<terms>…</terms>) that the code turns into a link.
 * @typedef {"text" | "number" | "date" | "tag"} ArgumentKind
 */

/**
 * Every message of a catalog, by its key ("pages.home.hero.title"), in order. A leaf
 * that is not a string is a problem, named by file and key, and so is a message that
 * starts or ends with a space.
 * @param {unknown} tree @param {string} file
 * @returns {{ messages: Map<string, string>, problems: string[] }}
 */
export function flattenCatalog(tree, file) {
  /** @type {Map<string, string>} */
  const messages = new Map();
  /** @type {string[]} */
  const problems = [];
  /** @param {unknown} value @param {string} key */
  const walk = (value, key) => {
    if (typeof value === "string") {
      messages.set(key, value);
      // The editor at /admin trims what it saves, so a space at either end would not last.
      if (value !== value.trim())
        problems.push(`${file}: "${key}" starts or ends with a space: the page adds its own`);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name);
    } else problems.push(`${file}: "${key}" is ${JSON.stringify(value)}, not a message`);
  };
  walk(tree, "");
  return { messages, problems };
}

/**
 * Flat messages (by key, "pages.home.hero.title") as the nested tree a catalog is written
 * in, each leaf made by `leaf` from its message.
 * @param {Iterable<[string, string]>} messages
 * @param {(message: string) => unknown} [leaf]
 * @returns {Record<string, unknown>}
 */
export function nestCatalog(messages, leaf = (message) => message) {
  /** @type {Record<string, unknown>} */
  const tree = {};
  for (const [key, message] of messages) {
    const path = key.split(".");
    const last = path.pop() ?? key;
    let node = tree;
    for (const part of path) node = /** @type {Record<string, unknown>} */ (node[part] ??= {});
    node[last] = leaf(message);
  }
  return tree;
}

/**
 * The arguments and tags a message uses, with what each takes.
 * @param {string} message
 * @returns {Map<string, ArgumentKind>}
 */
export function argumentsOf(message) {
  /** @type {Map<string, ArgumentKind>} */
  const found = new Map();
  /** @param {import("@formatjs/icu-messageformat-parser").MessageFormatElement[]} elements */
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.select) {
        if (!found.has(element.value)) found.set(element.value, "text");
      } else if (element.type === TYPE.number || element.type === TYPE.plural) {
        found.set(element.value, "number");
      } else if (element.type === TYPE.date || element.type === TYPE.time) {
        found.set(element.value, "date");
      } else if (element.type === TYPE.tag) {
        found.set(element.value, "tag");
        walk(element.children);
      }
      if (element.type === TYPE.select || element.type === TYPE.plural) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return found;
}

/** What a translation may use where the default language has `kind`. */
const ACCEPTS = {
  text: ["text"],
  number: ["number", "text"],
  date: ["date", "text"],
  tag: ["tag"],
};

/**
 * What is wrong with a catalog, measured against the default language's: a key it
 * lacks or adds, a message that does not parse, an argument or tag the default
 * language's message does not have, lacks, or takes differently. Each problem names
 * the file and the key. A translation may name the values every message may name
 * (AMBIENT) where the default language's message does not, but keeps each one that message
 * names: "Apply for {year}" without {year} would lose the year in that language.
 * @param {Map<string, string>} reference the default language's messages
 * @param {Map<string, string>} messages @param {string} file
 * @returns {string[]}
 */
export function compareCatalog(reference, messages, file) {
  /** @type {string[]} */
  const problems = [];
  for (const key of reference.keys()) {
    if (!messages.has(key)) problems.push(`${file}: "${key}" is missing`);
  }
  for (const [key, message] of messages) {
    const english = reference.get(key);
    if (english === undefined) {
      problems.push(`${file}: "${key}" is not in the default language's catalog`);
      continue;
    }
    let own, expected;
    try {
      own = argumentsOf(message);
      expected = argumentsOf(english);
    } catch (error) {
      problems.push(`${file}: "${key}" does not parse: ${/** @type {Error} */ (error).message}`);
      continue;
    }
    for (const [name, kind] of own) {
      const wanted = AMBIENT[name] ?? expected.get(name);
      if (wanted === undefined)
        problems.push(`${file}: "${key}" has {${name}}, which is not given`);
      else if (!ACCEPTS[wanted].includes(kind))
        problems.push(`${file}: "${key}" takes {${name}} as ${kind}, not ${wanted}`);
    }
    for (const name of expected.keys()) {
      if (!own.has(name)) problems.push(`${file}: "${key}" lacks {${name}}`);
    }
  }
  return problems;
}

/**
 * The keys a language marks as needing review (`needs-review.json` beside its catalog,
 * a list of keys), each of which must be in the catalog.
 * @param {unknown} list @param {Map<string, string>} messages @param {string} file
 * @returns {{ keys: string[], problems: string[] }}
 */
function reviewList(list, messages, file) {
  if (!Array.isArray(list) || !list.every((key) => typeof key === "string"))
    return { keys: [], problems: [`${file}: not a list of keys`] };
  const problems = list
    .filter((key) => !messages.has(key))
    .map((key) => `${file}: "${key}" is not in the catalog`);
  return { keys: list, problems };
}

/**
 * @typedef {object} CatalogFile
 * @property {string} code the language
 * @property {string} file its catalog's path, for the problems
 * @property {unknown} tree the catalog as parsed JSON, or undefined where the file is missing
 * @property {{ file: string, list: unknown }} [review] its list of keys needing review, if any
 */

/**
 * Every language's catalog checked against the default language's (the first): the
 * messages by language, the keys marked for review, and every problem, each naming
 * its file and key.
 * @param {CatalogFile[]} catalogs
 */
export function checkCatalogs(catalogs) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, Map<string, string>>} */
  const byLanguage = new Map();
  /** @type {{ code: string, key: string }[]} */
  const review = [];
  const [first] = catalogs;
  const reference = first ? flattenCatalog(first.tree, first.file).messages : new Map();
  for (const { code, file, tree, review: marked } of catalogs) {
    if (tree === undefined) {
      problems.push(`${file}: missing (the language "${code}" is in app/content/locales.ts)`);
      continue;
    }
    const flat = flattenCatalog(tree, file);
    problems.push(...flat.problems, ...compareCatalog(reference, flat.messages, file));
    byLanguage.set(code, flat.messages);
    if (marked) {
      const listed = reviewList(marked.list, flat.messages, marked.file);
      problems.push(...listed.problems);
      review.push(...listed.keys.map((key) => ({ code, key })));
    }
  }
  return { byLanguage, review, problems };
}
