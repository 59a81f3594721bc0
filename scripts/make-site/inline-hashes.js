// @ts-check
/**
 * Step: what the pages' Content-Security-Policy allows, from the built pages themselves:
 * the sha256 hashes of their inline scripts and styles, and the origins their images come
 * from besides the site (the tour's stock photo host while a stop uses it: its cards are
 * in the page, and its stage shows the same photos; docs/decisions/0026-the-schools-own-photos.md).
 */
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
  const images = document
    .querySelectorAll("img[src], img[srcset], source[srcset]")
    .flatMap((image) => [
      image.getAttribute("src") ?? "",
      ...(image.getAttribute("srcset") ?? "")
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
    ])
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return { scripts, styles, images, styleAttributes: document.querySelectorAll("[style]").length };
}

/** @returns {import("../../server/security-headers.js").InlineHashes} */
export function writeInlineHashes() {
  const scriptHashes = new Set();
  const styleHashes = new Set();
  const imageOrigins = new Set();
  for (const file of listHtml(clientDir)) {
    const { scripts, styles, images, styleAttributes } = inlineBlocks(readFileSync(file, "utf8"));
    if (styleAttributes > 0) {
      throw new Error(
        `${relative(clientDir, file)} has an inline style attribute; the CSP forbids it`,
      );
    }
    scripts.forEach((body) => scriptHashes.add(sha256(body)));
    styles.forEach((body) => styleHashes.add(sha256(body)));
    images.forEach((origin) => imageOrigins.add(origin));
  }
  const hashes = {
    scriptHashes: [...scriptHashes].sort(),
    styleHashes: [...styleHashes].sort(),
    imageOrigins: [...imageOrigins].sort(),
  };
  writeFileSync(join(buildDir, "inline-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
