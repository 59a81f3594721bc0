// @vitest-environment node
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

// The heading font the pages load is a static SemiBold cut from the variable source
// (scripts/tools/make-web-font.py): it must be what app/heading-font.css declares, and it must
// not have lost a character of the face's unicode-range on the way.

/** A font file beside this test, as fontkit reads it (with its table directory). */
function open(file: string) {
  const font = fontkit.create(readFileSync(new URL(file, import.meta.url)));
  if (!("unitsPerEm" in font)) throw new Error(`${file} is a collection, not one font`);
  return font as fontkit.Font & { directory: { tables: Record<string, unknown> } };
}

const web = open("sora-latin-600.woff2");
const source = open("sora-latin-wght.woff2");
const css = readFileSync(new URL("../../heading-font.css", import.meta.url), "utf8");
const face = /@font-face\s*{[^}]*"Sora"[^}]*}/.exec(css)?.[0] ?? "";

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
    expect(web.type).toBe("WOFF2");
    expect(Object.keys(web.directory.tables)).not.toContain("fvar");
    expect(Object.keys(web.directory.tables)).not.toContain("gvar");
    // The source does have them: the check above can tell the two apart.
    expect(Object.keys(source.directory.tables)).toEqual(expect.arrayContaining(["fvar", "gvar"]));
    // OS/2 usWeightClass: the weight the browser matches the face by.
    expect(web["OS/2"].usWeightClass).toBe(600);
    expect(readFileSync(new URL("sora-latin-600.woff2", import.meta.url)).length).toBeLessThan(
      16 * 1024,
    );
  });

  it("has a glyph for every character of the unicode-range that the source font has", () => {
    const points = codePoints();
    expect(points.length).toBeGreaterThan(300);
    const covered = points.filter((point) => source.hasGlyphForCodePoint(point));
    expect(covered.length).toBeGreaterThan(200);
    const missing = covered.filter((point) => !web.hasGlyphForCodePoint(point));
    expect(missing.map((point) => point.toString(16))).toEqual([]);
  });
});
