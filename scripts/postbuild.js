// @ts-check
/**
 * Runs after `react-router build`. Everything the hosts need is derived from the
 * built HTML so it cannot drift from the routes:
 *   1. sha256 hashes of the inline scripts/styles, for the Content-Security-Policy;
 *   2. a root 404.html for static hosts;
 *   3. brotli and gzip copies of every compressible file.
 */
import { createHash } from "node:crypto";
import { copyFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const buildDir = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build", import.meta.url));
const clientDir = join(buildDir, "client");

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

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

// Every route is prerendered, so the SPA fallback page is never needed.
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

const htmlFiles = listFiles(clientDir).filter((file) => file.endsWith(".html"));
const scriptHashes = new Set();
const styleHashes = new Set();
for (const file of htmlFiles) {
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

// Netlify, Cloudflare Pages and most static hosts serve /404.html for unknown paths.
copyFileSync(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
let compressed = 0;
for (const file of listFiles(clientDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  compressed += 1;
}

console.log(
  `postbuild: ${htmlFiles.length} HTML files, ${hashes.scriptHashes.length} inline script hash(es), ${compressed} files precompressed`,
);
