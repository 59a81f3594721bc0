// @ts-check
/**
 * Step: fails the build when a page links an icon, manifest or social image
 * the build does not contain, or an image whose pixel size is not the one its
 * reference declares (sizes, og:image:width and og:image:height, the
 * manifest's sizes). The files themselves are resource routes (app/routes.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { clientDir } from "./files.js";
import { parseHtml } from "./html.js";
import { builtPages } from "./pages.js";

/** @param {string | undefined} sizes e.g. "192x192" @returns {string | undefined} */
const pixelSize = (sizes) => (sizes && /^\d+x\d+$/.test(sizes) ? sizes : undefined);

/** @returns {Promise<number>} how many files the pages and the manifest reference */
export async function checkSiteFiles() {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string | undefined>} each referenced path and its declared WxH */
  const referenced = new Map([
    ["/robots.txt", undefined],
    ["/sitemap.xml", undefined],
  ]);
  const refer = (/** @type {string} */ path, /** @type {string | undefined} */ size) => {
    const known = referenced.get(path);
    if (known && size && known !== size) problems.push(`${path} is declared ${known} and ${size}`);
    referenced.set(path, known ?? size);
  };
  for (const { route, file } of builtPages()) {
    const document = parseHtml(readFileSync(file, "utf8"));
    const links = document.querySelectorAll(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
    );
    for (const link of links) {
      const href = link.getAttribute("href");
      if (href) refer(href, pixelSize(link.getAttribute("sizes")));
    }
    /** @param {string} selector */
    const metaContent = (selector) =>
      document.querySelector(`meta[${selector}]`)?.getAttribute("content");
    const image = metaContent('property="og:image"');
    const twitter = metaContent('name="twitter:image"');
    if (!image || image !== twitter) {
      problems.push(`${route}: og:image (${image}) and twitter:image (${twitter}) differ`);
      continue;
    }
    const [width, height] = ["width", "height"].map((side) =>
      metaContent(`property="og:image:${side}"`),
    );
    refer(new URL(image).pathname, width && height ? `${width}x${height}` : undefined);
  }
  for (const [path] of referenced) {
    if (!path.endsWith(".webmanifest") || !existsSync(join(clientDir, path))) continue;
    const manifest = JSON.parse(readFileSync(join(clientDir, path), "utf8"));
    for (const icon of /** @type {{ src: string, sizes?: string }[]} */ (manifest.icons)) {
      refer(icon.src, pixelSize(icon.sizes));
    }
  }

  for (const [path, size] of referenced) {
    const file = join(clientDir, path);
    if (!path.startsWith("/") || !existsSync(file)) {
      problems.push(`${path} is referenced but not in the build`);
    } else if (size) {
      const { width, height } = await sharp(file).metadata();
      if (`${width}x${height}` !== size)
        problems.push(`${path} is ${width}×${height}, not ${size}`);
    }
  }
  if (problems.length > 0) throw new Error(`site files check failed:\n  ${problems.join("\n  ")}`);
  return referenced.size;
}
