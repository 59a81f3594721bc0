import sharp from "sharp";
import { expect, test } from "vitest";
import { SITE_PAGES } from "../e2e/site-data";
import { fetched, open, served } from "./served";

// Every icon, manifest and social image a page names is served, at the pixel size it is
// declared at (a link's sizes, og:image:width and height, the manifest's icon sizes),
// and the social image is the same for Open Graph and Twitter. The files themselves are
// resource routes (app/routes.ts).

/** "192x192" from a sizes attribute, if it names one size. */
const pixelSize = (sizes: string | null | undefined) =>
  sizes && /^\d+x\d+$/.test(sizes) ? sizes : undefined;

test("every icon, manifest and social image a page names is served, at the size it declares", async () => {
  const declared = new Map<string, Set<string | undefined>>();
  const refer = (path: string, size: string | undefined) =>
    declared.set(path, (declared.get(path) ?? new Set()).add(size));
  const meta = (selector: string) =>
    document.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? undefined;
  for (const { path } of SITE_PAGES) {
    await open(path);
    for (const link of document.querySelectorAll(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]',
    )) {
      refer(link.getAttribute("href") ?? "", pixelSize(link.getAttribute("sizes")));
    }
    const image = meta('property="og:image"');
    expect(meta('name="twitter:image"'), path).toBe(image);
    refer(
      new URL(image ?? "").pathname,
      `${meta('property="og:image:width"')}x${meta('property="og:image:height"')}`,
    );
  }
  for (const path of [...declared.keys()].filter((name) => name.endsWith(".webmanifest"))) {
    const manifest = JSON.parse((await served(path)).text) as {
      icons: { src: string; sizes?: string }[];
    };
    for (const icon of manifest.icons) refer(icon.src, pixelSize(icon.sizes));
  }
  expect(declared.size, "files named").toBeGreaterThan(5);
  const problems: string[] = [];
  for (const [path, sizes] of declared) {
    const known = [...new Set([...sizes].filter((size) => size !== undefined))];
    if (known.length > 1) problems.push(`${path} is declared ${known.join(" and ")}`);
    const { status, body } = await fetched(path);
    if (status !== 200) problems.push(`${path}: ${status}`);
    else if (known[0]) {
      const { width, height } = await sharp(body).metadata();
      if (`${width}x${height}` !== known[0])
        problems.push(`${path} is ${width}×${height}, not ${known[0]}`);
    }
  }
  expect(problems).toEqual([]);
});
