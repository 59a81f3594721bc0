// @ts-check
/**
 * Text as SVG paths, in a variable TrueType font read by ./woff2.js, at any
 * weight of its "wght" axis (glyph variations from the gvar table). Used for
 * the school's name on the social image: resvg then needs no font at all.
 * Pair kerning (GPOS) is not applied; at display sizes Sora reads well without.
 */
import { readFileSync } from "node:fs";
import { glyphDeltas } from "./gvar.js";
import { readWoff2 } from "./woff2.js";

/** @typedef {import("./woff2.js").Point} Point */
/** @typedef {import("./woff2.js").Glyph} Glyph */

/**
 * @typedef {object} Font
 * @property {number} unitsPerEm
 * @property {(char: number) => number} glyphOf the glyph index of a code point (0 when missing)
 * @property {(glyph: number, weight: number) => { contours: Point[][], advance: number }} outline
 */

/** @param {Buffer} cmap @returns {(char: number) => number} a format 4 (BMP) lookup */
export function cmapLookup(cmap) {
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(at) !== 4)
      continue;
    const segments = cmap.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const ranges = deltas + segments * 2;
    return (char) => {
      for (let s = 0; s < segments; s += 1) {
        if (cmap.readUInt16BE(ends + s * 2) < char) continue;
        const start = cmap.readUInt16BE(starts + s * 2);
        if (start > char) return 0;
        const delta = cmap.readInt16BE(deltas + s * 2);
        const range = cmap.readUInt16BE(ranges + s * 2);
        if (range === 0) return (char + delta) & 0xffff;
        const glyph = cmap.readUInt16BE(ranges + s * 2 + range + (char - start) * 2);
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error("text-paths: the font has no Unicode BMP cmap");
}

/**
 * @param {string} file path of a variable TrueType .woff2 with a wght axis
 * @returns {Font}
 */
export function loadFont(file) {
  const { tables, glyphs } = readWoff2(readFileSync(file));
  const table = (/** @type {string} */ tag) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`text-paths: the font has no ${tag} table`);
    return found;
  };
  const [head, hhea, hmtx, fvar] = [table("head"), table("hhea"), table("hmtx"), table("fvar")];
  const gvar = tables.get("gvar");
  const unitsPerEm = head.readUInt16BE(18);
  const metrics = hhea.readUInt16BE(34);
  const advanceOf = (/** @type {number} */ glyph) =>
    hmtx.readUInt16BE(Math.min(glyph, metrics - 1) * 4);
  // The wght axis: the first axis record (Sora has only that one).
  const axis = fvar.readUInt16BE(4);
  const axisValue = (/** @type {number} */ at) => fvar.readInt32BE(axis + at) / 65536;
  const [min, def, max] = [axisValue(4), axisValue(8), axisValue(12)];
  const normalise = (/** @type {number} */ weight) => {
    const w = Math.min(Math.max(weight, min), max);
    return w < def ? (w - def) / (def - min) : w > def ? (w - def) / (max - def) : 0;
  };

  /** @type {Font["outline"]} */
  const outline = (index, weight) => {
    const glyph = /** @type {Glyph} */ (glyphs[index]);
    const coord = normalise(weight);
    const simple = glyph.components.length === 0;
    const points = simple
      ? glyph.contours
      : [glyph.components.map((c) => ({ x: c.dx, y: c.dy, on: true }))];
    const deltas = gvar ? glyphDeltas(gvar, index, coord, points, simple) : [];
    const shift = (/** @type {number} */ i) => deltas[i] ?? [0, 0];
    const phantom = deltas.length - 4;
    const advance = advanceOf(index) + (shift(phantom + 1)[0] - shift(phantom)[0]);
    if (simple) {
      let i = 0;
      const contours = glyph.contours.map((contour) =>
        contour.map((p) => {
          const [dx, dy] = shift(i++);
          return { x: p.x + dx, y: p.y + dy, on: p.on };
        }),
      );
      return { contours, advance };
    }
    const contours = glyph.components.flatMap((component, i) => {
      const [dx, dy] = shift(i);
      const [xx, xy, yx, yy] = component.matrix;
      return outline(component.glyph, weight).contours.map((contour) =>
        contour.map((p) => ({
          x: xx * p.x + yx * p.y + component.dx + dx,
          y: xy * p.x + yy * p.y + component.dy + dy,
          on: p.on,
        })),
      );
    });
    return { contours, advance };
  };

  return { unitsPerEm, glyphOf: cmapLookup(table("cmap")), outline };
}

/**
 * One line of text as an SVG path.
 * @param {Font} font
 * @param {string} text
 * @param {{ x: number, y: number, size: number, weight?: number, tracking?: number }} options
 *   x, y: left end of the baseline; tracking: extra space between letters, in em
 * @returns {{ d: string, width: number }}
 */
export function textPath(font, text, { x, y, size, weight = 400, tracking = 0 }) {
  const scale = size / font.unitsPerEm;
  const n = (/** @type {number} */ value) => Math.round(value * 10) / 10;
  let pen = 0;
  let d = "";
  for (const char of text) {
    const glyph = font.glyphOf(/** @type {number} */ (char.codePointAt(0)));
    if (glyph === 0) throw new Error(`text-paths: the font has no glyph for "${char}"`);
    const { contours, advance } = font.outline(glyph, weight);
    for (const contour of contours) {
      if (contour.length === 0) continue;
      // Quadratic TrueType contours: start on an on-curve point (or an implied one).
      const start = contour.findIndex((p) => p.on);
      const first = /** @type {Point} */ (contour[0]);
      const last = /** @type {Point} */ (contour.at(-1));
      const points =
        start >= 0
          ? [...contour.slice(start), ...contour.slice(0, start)]
          : [{ x: (first.x + last.x) / 2, y: (first.y + last.y) / 2, on: true }, ...contour];
      const X = (/** @type {Point} */ p) => n(x + (pen + p.x) * scale);
      const Y = (/** @type {Point} */ p) => n(y - p.y * scale);
      d += `M${X(/** @type {Point} */ (points[0]))} ${Y(/** @type {Point} */ (points[0]))}`;
      /** @type {Point | undefined} */
      let control;
      for (let k = 1; k <= points.length; k += 1) {
        const p = /** @type {Point} */ (points[k % points.length]);
        if (!p.on) {
          if (control) {
            const mid = { x: (control.x + p.x) / 2, y: (control.y + p.y) / 2, on: true };
            d += `Q${X(control)} ${Y(control)} ${X(mid)} ${Y(mid)}`;
          }
          control = p;
        } else if (control) {
          d += `Q${X(control)} ${Y(control)} ${X(p)} ${Y(p)}`;
          control = undefined;
        } else {
          d += `L${X(p)} ${Y(p)}`;
        }
      }
      d += "Z";
    }
    pen += advance + tracking * font.unitsPerEm;
  }
  return { d, width: n((pen - tracking * font.unitsPerEm) * scale) };
}
