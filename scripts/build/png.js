// @ts-check
/**
 * A small PNG encoder for resvg's pixels. resvg writes RGBA without row
 * filters; dropping the alpha channel where every pixel is opaque and picking
 * a filter per row makes the gradient-heavy images 2–3 times smaller (the
 * social image has to stay well under the ~300 KB some chat apps accept).
 */
import { crc32, deflateSync } from "node:zlib";

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * @param {Uint8Array} rgba width × height × 4 bytes, not premultiplied
 * @param {number} width
 * @param {number} height
 * @returns {Buffer} the PNG file
 */
export function encodePng(rgba, width, height) {
  let opaque = true;
  for (let i = 3; i < rgba.length && opaque; i += 4) opaque = rgba[i] === 255;
  const channels = opaque ? 3 : 4;
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let p = 0, q = 0; p < rgba.length; p += 4) {
    for (let c = 0; c < channels; c += 1) pixels[q++] = /** @type {number} */ (rgba[p + c]);
  }

  // Each row gets the filter whose output has the smallest sum of |signed bytes|.
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = Infinity;
    for (let filter = 0; filter < 5; filter += 1) {
      let cost = 0;
      for (let i = 0; i < stride; i += 1) {
        const a = i >= channels ? /** @type {number} */ (row[i - channels]) : 0;
        const b = /** @type {number} */ (above[i]);
        const c = i >= channels ? /** @type {number} */ (above[i - channels]) : 0;
        const x = /** @type {number} */ (row[i]);
        let predicted = 0;
        if (filter === 1) predicted = a;
        else if (filter === 2) predicted = b;
        else if (filter === 3) predicted = (a + b) >> 1;
        else if (filter === 4) {
          const p = a + b - c;
          const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
        }
        const value = (x - predicted) & 0xff;
        candidate[i] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (cost < best) {
        best = cost;
        raw[y * (stride + 1)] = filter;
        candidate.copy(raw, y * (stride + 1) + 1);
      }
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = opaque ? 2 : 6; // truecolour, with alpha or without
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    // Level 7: within 4 % of level 9 on these gradients, at a fifth of the time.
    chunk("IDAT", deflateSync(raw, { level: 7 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * Width and height of a PNG file, from its header.
 * @param {Buffer} file
 */
export function pngSize(file) {
  if (file.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("not a PNG file");
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}
