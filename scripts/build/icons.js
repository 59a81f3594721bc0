// @ts-check
/**
 * Step: the favicon, the app icons and the 1200×630 social image, drawn at
 * build from the site's own artwork (app/art) and rendered with resvg. Reading
 * the art at build, rather than keeping copies, means a redrawn logo or hero
 * reaches every icon on the next build. Text is drawn as paths in the site's
 * Sora font (./text-paths.js), so no system font is needed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { clientDir } from "./files.js";
import { encodePng } from "./png.js";
import { loadFont, textPath } from "./text-paths.js";

const source = (/** @type {string} */ path) =>
  fileURLToPath(new URL(`../../app/${path}`, import.meta.url));
export const ART = { logo: source("art/logo-mark.svg"), hero: source("art/hero-campus.svg") };
const FONT = source("assets/fonts/sora-latin-wght.woff2");

/** Design tokens used here (app/app.css @theme). */
const INK = { 950: "#05071a", 900: "#0a0e26", 800: "#111735" };
const FG = { text: "#eef0fb", muted: "#b4bbd9", subtle: "#8e97bf" };

/** The PNG icons: file, size, and whether the mark sits on a full-bleed (opaque) tile. */
export const PNG_ICONS = [
  { file: "favicon-32.png", size: 32, bleed: false },
  // iOS rounds the corners itself and shows transparency as black: full bleed, opaque.
  { file: "apple-touch-icon.png", size: 180, bleed: true },
  { file: "icon-192.png", size: 192, bleed: false },
  { file: "icon-512.png", size: 512, bleed: false },
  // Maskable: the platform crops to its own shape, keeping only the central 80 % circle.
  { file: "icon-512-maskable.png", size: 512, bleed: true, maskable: true },
];

/**
 * An SVG file placed inside another at a given box, as a nested <svg>.
 * @param {string} svg the source text
 * @param {{ x: number, y: number, width: number, height: number }} box
 */
function nest(svg, { x, y, width, height }) {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error("icons: not an SVG file");
  const attributes = open[0]
    .replace(/\s(?:x|y|width|height)="[^"]*"/g, "")
    .replace(/^<svg/, `<svg x="${x}" y="${y}" width="${width}" height="${height}"`);
  return svg
    .slice(open.index)
    .replace(open[0], attributes)
    .replace(/<\?xml[^>]*>/, "");
}

/**
 * The mark on an ink tile: rounded with transparent corners, or full bleed.
 * @param {string} logo the logo mark's SVG text
 * @param {{ size: number, bleed: boolean, maskable?: boolean }} icon
 */
function tileSvg(logo, { size, bleed, maskable = false }) {
  // The mark's share of the tile: small tiles need every pixel; maskable needs the safe zone.
  const share = maskable ? 0.56 : bleed ? 0.66 : size <= 32 ? 0.84 : 0.72;
  const mark = Math.round(size * share);
  const offset = Math.round((size - mark) / 2);
  const radius = bleed ? 0 : Math.round(size * 0.22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
<linearGradient id="tile" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK[800]}"/><stop offset="1" stop-color="${INK[950]}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#7a66f5" stop-opacity=".45"/><stop offset="1" stop-color="#7a66f5" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#tile)"/>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#glow)"/>
${nest(logo, { x: offset, y: offset, width: mark, height: mark })}
</svg>`;
}

/**
 * The social preview: ink and aurora, the school's name and tagline on the
 * left in Sora, the home hero art on the right.
 * @param {{ name: string, tagline: string, host: string }} site
 * @param {string} logo
 * @param {string} hero
 */
function socialSvg(site, logo, hero) {
  const font = loadFont(FONT);
  const left = 80;
  const column = 500;
  // The name on one line per word (two at most), as large as the column allows.
  const words = site.name.split(/\s+/);
  const lines = words.length === 2 ? words : [site.name];
  const widest = Math.max(
    ...lines.map((line) => textPath(font, line, { x: 0, y: 0, size: 100, weight: 700 }).width),
  );
  const size = Math.min(112, Math.floor((100 * column) / widest));
  const lineGap = Math.round(size * 1.02);
  const firstBaseline = 250 + (lines.length === 1 ? lineGap / 2 : 0);
  const name = lines.map((line, i) =>
    textPath(font, line, {
      x: left - size * 0.04,
      y: firstBaseline + i * lineGap,
      size,
      weight: 700,
      tracking: -0.02,
    }),
  );
  const taglineY = firstBaseline + (lines.length - 1) * lineGap + 78;
  let taglineSize = 38;
  let tagline = textPath(font, site.tagline, {
    x: left,
    y: taglineY,
    size: taglineSize,
    weight: 400,
  });
  if (tagline.width > column) {
    taglineSize = Math.floor((taglineSize * column) / tagline.width);
    tagline = textPath(font, site.tagline, {
      x: left,
      y: taglineY,
      size: taglineSize,
      weight: 400,
    });
  }
  const host = textPath(font, site.host, {
    x: left + 44,
    y: 553,
    size: 24,
    weight: 500,
    tracking: 0.01,
  });
  const accent = name.length > 1 ? name.slice(1) : [];
  const plain = name.length > 1 ? name.slice(0, 1) : name;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1200" y2="630" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${INK[900]}"/><stop offset="1" stop-color="${INK[950]}"/></linearGradient>
<radialGradient id="violet" cx="930" cy="150" r="620" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#7a66f5" stop-opacity=".38"/><stop offset=".55" stop-color="#5f48e0" stop-opacity=".12"/><stop offset="1" stop-color="#5f48e0" stop-opacity="0"/></radialGradient>
<radialGradient id="cyan" cx="60" cy="40" r="520" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#12b5d6" stop-opacity=".24"/><stop offset="1" stop-color="#12b5d6" stop-opacity="0"/></radialGradient>
<radialGradient id="floor" cx="880" cy="640" r="420" gradientTransform="matrix(1 0 0 .35 0 416)" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#38d3f0" stop-opacity=".22"/><stop offset="1" stop-color="#38d3f0" stop-opacity="0"/></radialGradient>
<pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0V48" fill="none" stroke="#9686ff" stroke-opacity=".09" stroke-width="1"/></pattern>
<radialGradient id="fade" cx="600" cy="0" r="760" gradientUnits="userSpaceOnUse"><stop offset=".2" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<mask id="gridMask"><rect width="1200" height="630" fill="url(#fade)"/></mask>
<linearGradient id="name" x1="${left}" y1="0" x2="${left + column}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#d6d1ff"/><stop offset=".55" stop-color="#b7adff"/><stop offset="1" stop-color="#7ee7fb"/></linearGradient>
<linearGradient id="rule" x1="${left}" y1="0" x2="${left + 96}" y2="0" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#7a66f5"/><stop offset="1" stop-color="#38d3f0"/></linearGradient>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#grid)" mask="url(#gridMask)"/>
<rect width="1200" height="630" fill="url(#cyan)"/>
<rect width="1200" height="630" fill="url(#violet)"/>
<rect width="1200" height="630" fill="url(#floor)"/>
${nest(hero, { x: 560, y: 20, width: 640, height: 590 })}
${nest(logo, { x: left, y: 72, width: 60, height: 60 })}
${plain.map((line) => `<path d="${line.d}" fill="${FG.text}"/>`).join("\n")}
${accent.map((line) => `<path d="${line.d}" fill="url(#name)"/>`).join("\n")}
<path d="${tagline.d}" fill="${FG.muted}"/>
<rect x="${left}" y="${taglineY + 42}" width="96" height="4" rx="2" fill="url(#rule)"/>
<circle cx="${left + 14}" cy="545" r="7" fill="#38d3f0"/><circle cx="${left + 14}" cy="545" r="14" fill="#38d3f0" fill-opacity=".18"/>
<path d="${host.d}" fill="${FG.subtle}"/>
</svg>`;
}

/** @param {string} svg @param {number} width */
function png(svg, width) {
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  }).render();
  return encodePng(image.pixels, image.width, image.height);
}

/**
 * Writes favicon.svg, the PNG icons and og-image.png into the client build.
 * @param {{ name: string, tagline: string, host: string }} site
 * @returns {string[]} the files written, relative to the client build
 */
export function writeIcons(site) {
  const logo = readFileSync(ART.logo, "utf8");
  const hero = readFileSync(ART.hero, "utf8");
  // The SVG favicon is the 32 px tile: legible on light and dark browser tabs alike.
  const favicon = tileSvg(logo, { size: 32, bleed: false });
  writeFileSync(join(clientDir, "favicon.svg"), favicon);
  for (const icon of PNG_ICONS) {
    writeFileSync(join(clientDir, icon.file), png(tileSvg(logo, icon), icon.size));
  }
  writeFileSync(join(clientDir, "og-image.png"), png(socialSvg(site, logo, hero), 1200));
  return ["favicon.svg", ...PNG_ICONS.map((icon) => icon.file), "og-image.png"];
}
