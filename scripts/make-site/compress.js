// @ts-check
/** Step: brotli and gzip copies of every compressible file, served as they are. */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir, listFiles } from "./files.js";

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ics)$/;
/**
 * Brotli's best quality for what the site's visitors load (every file under 256 KiB), a
 * quick one for the few large files only the editor at /admin loads: on its 2.9 MB main
 * chunk, quality 11 took 3.2 s for 661 KB, quality 9 0.15 s for 720 KB.
 */
const qualityFor = (/** @type {Buffer} */ body) => (body.length > 256 * 1024 ? 9 : 11);

/** @returns {number} how many files were compressed */
export function precompress() {
  let count = 0;
  for (const file of listFiles(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: qualityFor(body),
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
