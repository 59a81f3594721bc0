// @ts-check
/**
 * Pseudo-localization, as Android's and Chromium's en-XA does it: every letter
 * accented, each text made about 40% longer with words of padding, and wrapped in
 * brackets, so that a page in the pseudo-language shows at a glance (and a test finds)
 * any word that did not come from the catalog, and where longer languages break the
 * layout. Only text changes: placeholders, plural and select syntax and tags stay as
 * they are.
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
const MAP = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] ?? letter]));
/**
 * Latin-1's accented letters only, for text drawn in the site's font (the social image
 * draws the tagline in Sora, whose Latin subset has no other accented letters).
 */
const LATIN_1 = new Map(
  [..."aceinouyAEINOUY"].map((letter, index) => [letter, [..."åçéîñöûýÅÉÎÑÖÛÝ"][index] ?? letter]),
);
/** The padding's words: numbers, accented too, so no English word is added. */
const PADDING = "one two three four five six seven eight nine ten eleven twelve ";
/** How much longer a text gets. */
const EXPANSION = 0.4;

/** @param {string} text @param {Map<string, string>} map */
export const accent = (text, map = MAP) => [...text].map((char) => map.get(char) ?? char).join("");

/** The padding for a text of `length` letters and signs: " öñé ţŵö]". @param {number} length */
export function closing(length, map = MAP) {
  const wanted = Math.max(1, Math.round(length * EXPANSION));
  // The fewest whole words that, with a space each, make `wanted` characters or more.
  const words = PADDING.repeat(Math.ceil(wanted / PADDING.length));
  return ` ${accent(words.slice(0, words.indexOf(" ", wanted - 1)), map)}]`;
}

/**
 * An ICU message in the pseudo-language: its text accented, its placeholders and tags
 * kept, the whole padded and bracketed.
 * @param {string} message
 * @param {{ latin1?: boolean }} [options] only Latin-1's accented letters
 */
export function pseudoMessage(message, { latin1 = false } = {}) {
  const map = latin1 ? LATIN_1 : MAP;
  const ast = parse(message);
  let length = 0;
  /** @param {import("@formatjs/icu-messageformat-parser").MessageFormatElement[]} elements */
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        length += element.value.length;
        element.value = accent(element.value, map);
      } else if (element.type === TYPE.tag) walk(element.children);
      else if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(ast);
  return printAST([
    { type: TYPE.literal, value: "[" },
    ...ast,
    { type: TYPE.literal, value: closing(length, map) },
  ]);
}

/**
 * A whole catalog (nested JSON) in the pseudo-language.
 * @param {unknown} tree @returns {unknown}
 */
export function pseudoCatalog(tree) {
  if (typeof tree === "string") return pseudoMessage(tree);
  if (tree && typeof tree === "object")
    return Object.fromEntries(
      Object.entries(tree).map(([key, value]) => [key, pseudoCatalog(value)]),
    );
  return tree;
}
