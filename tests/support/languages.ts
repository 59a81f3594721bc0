/**
 * The languages as the tests meet them: each named in its own words, a page's twin in
 * another language, and the English copy's strings that no page in another language
 * may show. Free of any browser driver, so every suite can use it.
 */
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROSE, SITE_PAGES, locales, type Locale, type SitePage } from "../e2e/site-data";

/** Each language as its switch names it: in its own words, whatever the page's language. */
export const LANGUAGE_NAMES = Object.fromEntries(
  locales.map(({ code, name }) => [code, name]),
) as Record<Locale, string>;

/** The other language of a two-language site (the first other one). */
export const otherLocale = (locale: Locale) =>
  locales.find(({ code }) => code !== locale)?.code ?? locale;

/** The same page in another language. */
export function counterpart(sitePage: SitePage, locale: Locale): SitePage {
  const found = SITE_PAGES.find(({ id, locale: l }) => id === sitePage.id && l === locale);
  if (!found) throw new Error(`No ${sitePage.id} page in ${locale}`);
  return found;
}

/** Text with its runs of white space made single spaces. */
export const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Every string of the English copy of four words or more (so that a name such as
 * "English" or a figure does not count) that no other language's copy says: each run of
 * text of each message of the catalog, between its placeholders, and the strings of the
 * pages written in Markdown.
 */
export function englishStrings(): string[] {
  const found = new Set<string>();
  const add = (text: string) => {
    if (normalize(text).split(" ").length >= 4) found.add(normalize(text));
  };
  const runs = (elements: MessageFormatElement[]): void => {
    for (const element of elements) {
      if (element.type === TYPE.literal) add(element.value);
      if (element.type === TYPE.tag) runs(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        Object.values(element.options).forEach((option) => runs(option.value));
    }
  };
  const catalog = JSON.parse(
    readFileSync(join(import.meta.dirname, "../../app/content/en/messages.json"), "utf8"),
  );
  const walk = (value: unknown): void => {
    if (typeof value === "string") runs(parse(value));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(catalog);
  // The pages about the site are Markdown: their text nodes, title, description and lead.
  const prose = (value: unknown): void => {
    if (typeof value === "string") add(value);
    else if (value && typeof value === "object") Object.values(value).forEach(prose);
  };
  prose(PROSE.en);
  // A short string another language's pages about the site say too is a name they keep as
  // it is (the title of a document published in English: a licence), not English left
  // untranslated; a message of the catalog is always translated whole.
  const elsewhere = JSON.stringify(
    locales.filter(({ code }) => code !== "en").map(({ code }) => PROSE[code]),
  );
  const kept = (text: string) => text.split(" ").length <= 6 && elsewhere.includes(text);
  return [...found].filter((text) => !kept(text));
}

/**
 * Everything a document says, shown or not: the text of the whole document (the closed
 * tour and menu, the form's labels and hints, <title>), the names and descriptions in
 * attributes, the islands' props and the structured data; not code. Runs in the page
 * (a browser's `page.evaluate`) or on a parsed document alike.
 */
export function wordsOfDocument(doc: Document = document): string[] {
  const texts: string[] = [];
  const json = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(json);
  };
  const walker = doc.createTreeWalker(doc.documentElement, 4 /* SHOW_TEXT */);
  const nodes: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest("script, style")) nodes.push(node.textContent ?? "");
  }
  texts.push(nodes.join(""), nodes.join(" "));
  // Names and descriptions, the islands' status lines (data-message), the head's meta.
  const ATTRIBUTES = ["aria-label", "aria-description", "aria-roledescription", "alt", "title"];
  for (const element of doc.querySelectorAll("*")) {
    for (const name of [...ATTRIBUTES, "placeholder", "data-message", "content"]) {
      texts.push(element.getAttribute(name) ?? "");
    }
    json(JSON.parse(element.getAttribute("data-props") ?? "null"));
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    json(JSON.parse(script.textContent ?? "null"));
  }
  return texts;
}
