// @ts-check
/** Step: sha256 hashes of the inline scripts and styles, for the Content-Security-Policy. */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildDir, clientDir, listHtml } from "./files.js";
import { parseHtml } from "./html.js";

/** @param {string} text */
const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * Inline <script> and <style> bodies of one HTML document.
 * @param {string} html
 */
function inlineBlocks(html) {
  const document = parseHtml(html);
  const scripts = document
    .querySelectorAll("script:not([src])")
    .map((script) => script.rawText)
    .filter((body) => body.length > 0);
  const styles = document.querySelectorAll("style").map((style) => style.rawText);
  return { scripts, styles, styleAttributes: document.querySelectorAll("[style]").length };
}

/** @returns {import("../../server/security-headers.js").InlineHashes} */
export function writeInlineHashes() {
  const scriptHashes = new Set();
  const styleHashes = new Set();
  for (const file of listHtml(clientDir)) {
    const { scripts, styles, styleAttributes } = inlineBlocks(readFileSync(file, "utf8"));
    if (styleAttributes > 0) {
      throw new Error(
        `${relative(clientDir, file)} has an inline style attribute; the CSP forbids it`,
      );
    }
    scripts.forEach((body) => scriptHashes.add(sha256(body)));
    styles.forEach((body) => styleHashes.add(sha256(body)));
  }
  const hashes = { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() };
  writeFileSync(join(buildDir, "inline-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
