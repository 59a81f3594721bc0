// @ts-check
/** Step: sha256 hashes of the inline scripts and styles, for the Content-Security-Policy. */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { buildDir, clientDir, listHtml } from "./files.js";

/** @param {string} text */
const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/**
 * Inline <script> and <style> bodies of one HTML document.
 * @param {string} html
 */
export function inlineBlocks(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.length > 0);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (match) => match[1] ?? "",
  );
  return { scripts, styles };
}

/** @returns {import("../../server/security-headers.js").InlineHashes} */
export function writeInlineHashes() {
  const scriptHashes = new Set();
  const styleHashes = new Set();
  for (const file of listHtml(clientDir)) {
    const html = readFileSync(file, "utf8");
    if (/\sstyle="/.test(html)) {
      throw new Error(
        `${relative(clientDir, file)} has an inline style attribute; the CSP forbids it`,
      );
    }
    const { scripts, styles } = inlineBlocks(html);
    scripts.forEach((body) => scriptHashes.add(sha256(body)));
    styles.forEach((body) => styleHashes.add(sha256(body)));
  }
  const hashes = { scriptHashes: [...scriptHashes].sort(), styleHashes: [...styleHashes].sort() };
  writeFileSync(join(buildDir, "inline-hashes.json"), `${JSON.stringify(hashes, null, 2)}\n`);
  return hashes;
}
