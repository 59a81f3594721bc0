// @ts-check
/**
 * Photos the tests make, since this machine reaches no photo host: a JPEG of a given size,
 * a soft gradient in one hue with a few shapes and some grain, so it encodes like a
 * photo does (not like a flat colour) and each stop's is told apart by its hue.
 */
import sharp from "sharp";

/**
 * @param {{ width?: number, height?: number, hue?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function testPhoto({ width = 2400, height = 1600, hue = 210 } = {}) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 60% 25%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 60%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.3}" cy="${height * 0.45}" r="${height * 0.22}" fill="hsl(${(hue + 180) % 360} 50% 70% / 0.6)"/>
  <rect x="${width * 0.55}" y="${height * 0.3}" width="${width * 0.3}" height="${height * 0.4}" rx="40" fill="hsl(${hue} 30% 90% / 0.5)"/>
</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(scene))
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 88 })
    .toBuffer();
}
