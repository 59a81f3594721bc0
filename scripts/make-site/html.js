// @ts-check
/**
 * The one way the build's scripts read built HTML: a real parser (node-html-parser),
 * never regular expressions. Script and style bodies are kept as raw text, byte for
 * byte, since the CSP hashes them.
 */
import { parse } from "node-html-parser";

/** @param {string} html */
export function parseHtml(html) {
  return parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true, noscript: true },
  });
}
