// @ts-check
/**
 * A small WOFF2 reader: the font's tables and its TrueType glyph outlines.
 *
 * Why: the social image and icons are rendered at build with resvg, which only
 * reads TTF/OTF, while the site ships its Sora font as WOFF2 only. Decoding the
 * WOFF2 here (Node has Brotli built in) lets the build draw text in the site's
 * own typeface as SVG paths, with no system fonts and no extra dependency, so
 * the images look the same on every machine. Only what TrueType-flavoured
 * WOFF2 files need is implemented (not collections, not CFF); see
 * https://www.w3.org/TR/WOFF2/ for the format.
 */
import { brotliDecompressSync } from "node:zlib";

/**
 * @typedef {{ x: number, y: number, on: boolean }} Point
 * @typedef {{ glyph: number, dx: number, dy: number, matrix: [number, number, number, number] }} Component
 *   matrix is TrueType's 2×2 [xx, xy, yx, yy]: x' = xx·x + yx·y + dx, y' = xy·x + yy·y + dy
 * @typedef {{ contours: Point[][], components: Component[] }} Glyph
 * @typedef {{ tables: Map<string, Buffer>, glyphs: Glyph[] }} Woff2Font
 */

/** The WOFF2 table tags by their 6-bit index in the table directory. */
const KNOWN_TAGS = (
  "cmap head hhea hmtx maxp name OS/2 post cvt_ fpgm glyf loca prep CFF_ VORG EBDT EBLC gasp " +
  "hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL " +
  "SVG_ sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx " +
  "opbd prop trak Zapf Silf Glat Gloc Feat Sill"
)
  .split(" ")
  .map((tag) => tag.replace("_", " "));

/** A cursor over a buffer, with the variable-length integers WOFF2 uses. */
class Reader {
  /** @param {Buffer} buffer @param {number} [offset] */
  constructor(buffer, offset = 0) {
    this.buffer = buffer;
    this.offset = offset;
  }
  u8() {
    return this.buffer.readUInt8(this.offset++);
  }
  i8() {
    return this.buffer.readInt8(this.offset++);
  }
  u16() {
    const value = this.buffer.readUInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  i16() {
    const value = this.buffer.readInt16BE(this.offset);
    this.offset += 2;
    return value;
  }
  u32() {
    const value = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
  /** UIntBase128: 7 bits a byte, high bit means "more". */
  base128() {
    let value = 0;
    for (let i = 0; i < 5; i += 1) {
      const byte = this.u8();
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error("woff2: bad UIntBase128");
  }
  /** 255UInt16: one byte, or a marker byte and one or two more. */
  u255() {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 506;
    return code;
  }
  /** @param {number} length */
  take(length) {
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }
}

/**
 * One point's delta from a glyph-stream "triplet" (WOFF2 spec 5.2, table of 128 encodings).
 * @param {number} flag the low 7 bits of the flag byte
 * @param {Reader} data
 */
function tripletDelta(flag, data) {
  const sign = (/** @type {number} */ bit, /** @type {number} */ value) =>
    bit & 1 ? value : -value;
  if (flag < 10) return [0, sign(flag, ((flag & 14) << 7) + data.u8())];
  if (flag < 20) return [sign(flag, (((flag - 10) & 14) << 7) + data.u8()), 0];
  if (flag < 84) {
    const b0 = flag - 20;
    const b1 = data.u8();
    return [
      sign(flag, 1 + (b0 & 0x30) + (b1 >> 4)),
      sign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)),
    ];
  }
  if (flag < 120) {
    const b0 = flag - 84;
    const dx = sign(flag, 1 + (Math.floor(b0 / 12) << 8) + data.u8());
    return [dx, sign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + data.u8())];
  }
  if (flag < 124) {
    const b1 = data.u8();
    const b2 = data.u8();
    return [sign(flag, (b1 << 4) + (b2 >> 4)), sign(flag >> 1, ((b2 & 0x0f) << 8) + data.u8())];
  }
  return [sign(flag, data.u16()), sign(flag >> 1, data.u16())];
}

/**
 * The outlines of every glyph from WOFF2's transformed glyf table (spec 5.1).
 * Hinting instructions and bounding boxes are skipped: an SVG path needs neither.
 * @param {Buffer} table
 * @returns {Glyph[]}
 */
function decodeGlyf(table) {
  const header = new Reader(table);
  header.u16(); // reserved
  header.u16(); // optionFlags
  const numGlyphs = header.u16();
  header.u16(); // indexFormat
  // Seven streams follow, in this order; bbox and instructions are not needed.
  const sizes = Array.from({ length: 7 }, () => header.u32());
  let offset = header.offset;
  const stream = (/** @type {number} */ index) => {
    const reader = new Reader(table, offset);
    offset += sizes[index] ?? 0;
    return reader;
  };
  const [nContours, nPoints, flags, data, composite] = [0, 1, 2, 3, 4].map(stream);
  if (!nContours || !nPoints || !flags || !data || !composite) throw new Error("woff2: bad glyf");

  /** @type {Glyph[]} */
  const glyphs = [];
  for (let index = 0; index < numGlyphs; index += 1) {
    const contourCount = nContours.i16();
    /** @type {Glyph} */
    const glyph = { contours: [], components: [] };
    if (contourCount === -1) {
      let more = true;
      let instructions = false;
      while (more) {
        const flag = composite.u16();
        const child = composite.u16();
        const words = flag & 0x0001;
        const dx = words ? composite.i16() : composite.i8();
        const dy = words ? composite.i16() : composite.i8();
        if (!(flag & 0x0002)) throw new Error("woff2: point-matched components are not supported");
        const f2dot14 = () => composite.i16() / 16384;
        /** @type {Component["matrix"]} */
        let matrix = [1, 0, 0, 1];
        if (flag & 0x0008) {
          const scale = f2dot14();
          matrix = [scale, 0, 0, scale];
        } else if (flag & 0x0040) {
          const [sx, sy] = [f2dot14(), f2dot14()];
          matrix = [sx, 0, 0, sy];
        } else if (flag & 0x0080) {
          matrix = [f2dot14(), f2dot14(), f2dot14(), f2dot14()];
        }
        glyph.components.push({ glyph: child, dx, dy, matrix });
        instructions ||= Boolean(flag & 0x0100);
        more = Boolean(flag & 0x0020);
      }
      if (instructions) data.u255();
    } else if (contourCount > 0) {
      const lengths = Array.from({ length: contourCount }, () => nPoints.u255());
      let x = 0;
      let y = 0;
      for (const length of lengths) {
        /** @type {Point[]} */
        const contour = [];
        for (let i = 0; i < length; i += 1) {
          const flag = flags.u8();
          const [dx, dy] = tripletDelta(flag & 0x7f, data);
          x += dx ?? 0;
          y += dy ?? 0;
          contour.push({ x, y, on: (flag & 0x80) === 0 });
        }
        glyph.contours.push(contour);
      }
      data.u255(); // instruction length; the instructions themselves are in their own stream
    }
    glyphs.push(glyph);
  }
  return glyphs;
}

/**
 * @param {Buffer} file a .woff2 file
 * @returns {Woff2Font}
 */
export function readWoff2(file) {
  const head = new Reader(file);
  if (head.take(4).toString("latin1") !== "wOF2") throw new Error("woff2: not a WOFF2 file");
  if (head.u32() !== 0x00010000)
    throw new Error("woff2: only TrueType-flavoured fonts are supported");
  head.u32(); // length
  const numTables = head.u16();
  head.offset = 20;
  const compressedLength = head.u32();
  head.offset = 48;

  const directory = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = head.u8();
    const tag =
      (flags & 0x3f) === 0x3f ? head.take(4).toString("latin1") : KNOWN_TAGS[flags & 0x3f];
    const version = flags >> 6;
    const length = head.base128();
    // glyf and loca use transform 0 for "transformed"; every other table uses it for "as is".
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
    directory.push({
      tag: String(tag),
      transformed,
      length: transformed ? head.base128() : length,
    });
  }
  const data = brotliDecompressSync(file.subarray(head.offset, head.offset + compressedLength));

  /** @type {Map<string, Buffer>} */
  const tables = new Map();
  let offset = 0;
  for (const { tag, transformed, length } of directory) {
    if (transformed && tag !== "glyf" && tag !== "loca") {
      throw new Error(`woff2: the transformed ${tag} table is not supported`);
    }
    tables.set(tag, data.subarray(offset, offset + length));
    offset += length;
  }
  const glyf = tables.get("glyf");
  if (!glyf || !directory.find((entry) => entry.tag === "glyf")?.transformed) {
    throw new Error("woff2: expected a transformed glyf table");
  }
  return { tables, glyphs: decodeGlyf(glyf) };
}
