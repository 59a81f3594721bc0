// @ts-check
/**
 * Step: each page's own CSS comes inside its HTML, so the first paint waits for nothing
 * but the document (docs/decisions/0025-the-first-response-paints.md). Beasties keeps the
 * rules that match the page's elements (whatever their state or media: hover, focus,
 * print, each width) in one <style> in <head>, and moves the stylesheet's <link> to the
 * end of <body>, where it styles what scripts add later (the tour's dialog, the toasts)
 * without holding back the first paint and without a script or an inline handler. The
 * CSP allows each <style> by its hash (inline-hashes.js, which runs after this).
 *
 * The heading font's preload goes there too. In <head>, Chromium holds the first paint
 * until a preloaded font has come (about 100 ms on the slow phone, `npm run
 * audit:paint`); at the end of <body> it is still fetched from the first bytes, and the
 * face is font-display: optional (0005), so a first visit on a slow line paints its
 * headings in the fallback at once and the next page in Sora, from the cache.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import Beasties from "beasties";
import { isAdminPath } from "../../server/security-headers.js";
import { clientDir, listHtml } from "./files.js";
import { parseHtml } from "./html.js";

/** The font preloads of a page, moved from <head> to the end of <body>. @param {string} html */
function fontPreloadsLast(html) {
  const document = parseHtml(html);
  const body = document.querySelector("body");
  for (const link of document.querySelectorAll('head link[rel="preload"][as="font"]')) {
    link.remove();
    body?.appendChild(link);
  }
  return document.toString();
}

/** @returns {Promise<number>} the pages given their CSS */
export async function inlineCriticalCss() {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "body",
    // The heading face is declared by the page itself, in a <style> of its own
    // (app/heading-font.css): left as it is, and no second preload of its file.
    reduceInlineStyles: false,
    preloadFonts: false,
    // The whole stylesheet still loads, cached once for every page.
    pruneSource: false,
    // Rules Beasties cannot match, kept on every page (a few hundred bytes), or the
    // stylesheet would apply them after the first paint and what they style would shift
    // (0025): a class with & or ' (Tailwind's arbitrary variants: `[&_svg]:size-4.5`, the
    // buttons' icons), which React writes as an entity (&amp;, &#x27;) and Beasties matches
    // as written; and :where() and :is() (Tailwind's `space-y-*`, `*:`, `group-*`), whose
    // inner combinators its selector normalization breaks ("rules skipped due to selector
    // errors").
    allowRules: [/\\[&']/, /:(?:where|is)\(/],
    logLevel: "warn",
  });
  const pages = listHtml(clientDir).filter((file) => !isAdminPath(`/${relative(clientDir, file)}`));
  for (const file of pages) {
    writeFileSync(file, fontPreloadsLast(await beasties.process(readFileSync(file, "utf8"))));
  }
  return pages.length;
}
