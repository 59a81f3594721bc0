// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cmapLookup } from "../../scripts/build/text-paths.js";
import { readWoff2 } from "../../scripts/build/woff2.js";

// The heading font the pages load is a static SemiBold cut from the variable source
// (scripts/fonts/make-web-font.py): it must be what app.css declares, and it must
// not have lost a character of the face's unicode-range on the way.

const FONTS = new URL("../../app/assets/fonts/", import.meta.url);
const web = readWoff2(readFileSync(new URL("sora-latin-600.woff2", FONTS)));
const source = readWoff2(readFileSync(new URL("sora-latin-wght.woff2", FONTS)));
const css = readFileSync(new URL("../../app/app.css", import.meta.url), "utf8");
const face = /@font-face\s*{[^}]*"Sora"[^}]*}/.exec(css)?.[0] ?? "";

function table(font: typeof web, tag: string) {
  const found = font.tables.get(tag);
  if (!found) throw new Error(`no ${tag} table`);
  return found;
}

/** Every code point of the face's unicode-range (e.g. "U+0000-00FF, U+0131"). */
function codePoints(): number[] {
  const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1] ?? "";
  return range.split(",").flatMap((part) => {
    const [start = "", end = start] = part.trim().replace(/^U\+/i, "").split("-");
    const [from, to] = [parseInt(start, 16), parseInt(end, 16)];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

describe("the heading font", () => {
  it("is the one @font-face declares, at the one weight the pages use", () => {
    expect(face).toContain('url("./assets/fonts/sora-latin-600.woff2")');
    expect(face).toMatch(/font-weight:\s*600;/);
    expect(face).toMatch(/font-display:\s*optional;/);
  });

  it("is a static SemiBold (no variation tables) and small enough to preload", () => {
    expect(web.tables.has("fvar")).toBe(false);
    expect(web.tables.has("gvar")).toBe(false);
    // OS/2 usWeightClass: the weight the browser matches the face by.
    expect(table(web, "OS/2").readUInt16BE(4)).toBe(600);
    expect(readFileSync(new URL("sora-latin-600.woff2", FONTS)).length).toBeLessThan(16 * 1024);
  });

  it("has a glyph for every character of the unicode-range that the source font has", () => {
    const webGlyph = cmapLookup(table(web, "cmap"));
    const sourceGlyph = cmapLookup(table(source, "cmap"));
    const points = codePoints();
    expect(points.length).toBeGreaterThan(300);
    const covered = points.filter((point) => sourceGlyph(point));
    expect(covered.length).toBeGreaterThan(200);
    const missing = covered.filter((point) => !webGlyph(point));
    expect(missing.map((point) => point.toString(16))).toEqual([]);
  });
});
