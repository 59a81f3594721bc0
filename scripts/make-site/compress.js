// @ts-check
/** Step: brotli and gzip copies of every compressible file, served as they are. */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { clientDir, listFiles } from "./files.js";

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest|ics)$/;

/** @returns {number} how many files were compressed */
export function precompress() {
  let count = 0;
  for (const file of listFiles(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}
