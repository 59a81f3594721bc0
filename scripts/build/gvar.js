// @ts-check
/**
 * Glyph variations (the OpenType gvar table): how far each point of a glyph
 * moves at a given position on the font's weight axis, including the points a
 * variation leaves implicit ("IUP" interpolation). Used by ./text-paths.js to
 * draw Sora at any weight; only one-axis fonts are handled.
 */

/** @typedef {import("./woff2.js").Point} Point */

/**
 * Interpolates the deltas of the points a tuple leaves out ("IUP", OpenType gvar spec).
 * @param {Point[]} points one contour
 * @param {(number | undefined)[]} deltas its deltas for one coordinate, undefined where implicit
 * @param {"x" | "y"} axis
 */
function inferDeltas(points, deltas, axis) {
  const touched = deltas.flatMap((delta, i) => (delta === undefined ? [] : [i]));
  if (touched.length === 0) return deltas.map(() => 0);
  const coord = (/** @type {number} */ i) => points[i]?.[axis] ?? 0;
  return deltas.map((delta, i) => {
    if (delta !== undefined) return delta;
    // The nearest touched points before and after, wrapping around the contour.
    const after = touched.find((t) => t > i) ?? touched[0] ?? 0;
    const before = touched.findLast((t) => t < i) ?? touched.at(-1) ?? 0;
    const [c1, c2, c] = [coord(before), coord(after), coord(i)];
    const [d1, d2] = [deltas[before] ?? 0, deltas[after] ?? 0];
    if (c1 === c2) return d1 === d2 ? d1 : 0;
    const [lo, hi, dLo, dHi] = c1 < c2 ? [c1, c2, d1, d2] : [c2, c1, d2, d1];
    if (c <= lo) return dLo;
    if (c >= hi) return dHi;
    return dLo + ((c - lo) * (dHi - dLo)) / (hi - lo);
  });
}

/**
 * The gvar deltas of one glyph at one normalised coordinate of a one-axis font.
 * @param {Buffer} gvar
 * @param {number} glyph
 * @param {number} coord normalised wght, -1…1
 * @param {Point[][]} contours the outline (or one "point" per component), for IUP
 * @param {boolean} infer whether left-out points are interpolated (simple glyphs only)
 * @returns {[number, number][]} a delta per point, the 4 phantom points last
 */
export function glyphDeltas(gvar, glyph, coord, contours, infer) {
  const pointCount = contours.reduce((sum, contour) => sum + contour.length, 0) + 4;
  /** @type {[number, number][]} */
  const total = Array.from({ length: pointCount }, () => [0, 0]);
  const longOffsets = gvar.readUInt16BE(14) & 1;
  const offsetAt = (/** @type {number} */ i) =>
    longOffsets ? gvar.readUInt32BE(20 + i * 4) : gvar.readUInt16BE(20 + i * 2) * 2;
  const base = gvar.readUInt32BE(16) + offsetAt(glyph);
  if (offsetAt(glyph + 1) === offsetAt(glyph) || coord === 0) return total;
  const sharedTuples = gvar.readUInt32BE(8);

  const tupleCount = gvar.readUInt16BE(base);
  let serial = base + gvar.readUInt16BE(base + 2);
  let header = base + 4;
  const readPoints = () => {
    let count = gvar.readUInt8(serial++);
    if (count === 0) return undefined; // every point
    if (count & 0x80) count = ((count & 0x7f) << 8) | gvar.readUInt8(serial++);
    const points = [];
    for (let last = 0; points.length < count;) {
      const control = gvar.readUInt8(serial++);
      for (let run = (control & 0x7f) + 1; run > 0; run -= 1) {
        last += control & 0x80 ? gvar.readUInt16BE((serial += 2) - 2) : gvar.readUInt8(serial++);
        points.push(last);
      }
    }
    return points;
  };
  const readDeltas = (/** @type {number} */ count) => {
    const values = [];
    while (values.length < count) {
      const control = gvar.readUInt8(serial++);
      for (let run = (control & 0x3f) + 1; run > 0; run -= 1) {
        if (control & 0x80) values.push(0);
        else if (control & 0x40) values.push(gvar.readInt16BE((serial += 2) - 2));
        else values.push(gvar.readInt8(serial++));
      }
    }
    return values;
  };
  const shared = tupleCount & 0x8000 ? readPoints() : undefined;

  for (let t = 0; t < (tupleCount & 0x0fff); t += 1) {
    const size = gvar.readUInt16BE(header);
    const index = gvar.readUInt16BE(header + 2);
    header += 4;
    const f2dot14 = (/** @type {number} */ at) => gvar.readInt16BE(at) / 16384;
    const peak =
      index & 0x8000 ? f2dot14((header += 2) - 2) : f2dot14(sharedTuples + (index & 0x0fff) * 2);
    let [start, end] = [Math.min(peak, 0), Math.max(peak, 0)];
    if (index & 0x4000) [start, end] = [f2dot14(header), f2dot14(header + 2)];
    if (index & 0x4000) header += 4;

    const next = serial + size;
    const points = index & 0x2000 ? readPoints() : shared;
    const scalar =
      peak === 0 || coord === peak
        ? 1
        : coord <= start || coord >= end
          ? 0
          : coord < peak
            ? (coord - start) / (peak - start)
            : (end - coord) / (end - peak);
    if (scalar !== 0) {
      const count = points ? points.length : pointCount;
      const [dx, dy] = [readDeltas(count), readDeltas(count)];
      /** @type {(number | undefined)[][]} */
      const explicit = [Array(pointCount).fill(undefined), Array(pointCount).fill(undefined)];
      (points ?? total.map((_, i) => i)).forEach((point, i) => {
        /** @type {(number | undefined)[]} */ (explicit[0])[point] = dx[i];
        /** @type {(number | undefined)[]} */ (explicit[1])[point] = dy[i];
      });
      let first = 0;
      const phantoms = [
        { x: 0, y: 0, on: true },
        { x: 0, y: 0, on: true },
        { x: 0, y: 0, on: true },
        { x: 0, y: 0, on: true },
      ];
      for (const contour of [...contours, phantoms]) {
        const range = (/** @type {number} */ c) =>
          explicit[c]?.slice(first, first + contour.length) ?? [];
        // Phantom points and component offsets are never inferred: left out means 0.
        const [xs, ys] =
          !infer || contour === phantoms || points === undefined
            ? [range(0).map((v) => v ?? 0), range(1).map((v) => v ?? 0)]
            : [inferDeltas(contour, range(0), "x"), inferDeltas(contour, range(1), "y")];
        xs.forEach((value, i) => {
          const slot = /** @type {[number, number]} */ (total[first + i]);
          slot[0] += scalar * (value ?? 0);
          slot[1] += scalar * (ys[i] ?? 0);
        });
        first += contour.length;
      }
    }
    serial = next;
  }
  return total;
}
