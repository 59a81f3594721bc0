/**
 * The icons and the 1200×630 social image, drawn from the site's own artwork
 * (app/art) when the build prerenders their routes, rendered with resvg.
 * Reading the art rather than keeping copies means a redrawn logo or hero
 * reaches every icon on the next build. Text is drawn as paths in the site's
 * Sora font (fontkit lays it out, with kerning), so resvg needs no font at all.
 */
import { Resvg } from "@resvg/resvg-js";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { decompress } from "wawoff2";
import heroSvg from "~/art/hero-campus.svg?raw";
import starSvg from "~/art/logo-star.svg?raw";
import soraWoff2 from "~/assets/fonts/sora-latin-wght.woff2?inline";
import type { Icon } from "~/content/icons";
import { localePath, type Locale } from "~/content/locales";
import { messages } from "~/content/messages";
import { site, socialImage, themeColor } from "~/content/site";

/** Design tokens used here (app/app.css @theme). */
const INK = { 950: themeColor, 900: "#0a0e26", 800: "#111735" };
const FG = { text: "#eef0fb", muted: "#b4bbd9", subtle: "#8e97bf" };

type Box = { x: number; y: number; width: number; height: number };

/** An SVG file placed inside another at a given box, as a nested <svg>. */
function nest(svg: string, { x, y, width, height }: Box): string {
  const open = /<svg\b[^>]*>/.exec(svg);
  if (!open) throw new Error("artwork: not an SVG file");
  const attributes = open[0]
    .replace(/\s(?:x|y|width|height)="[^"]*"/g, "")
    .replace(/^<svg/, `<svg x="${x}" y="${y}" width="${width}" height="${height}"`);
  return svg
    .slice(open.index)
    .replace(open[0], attributes)
    .replace(/<\?xml[^>]*>/, "");
}

/** The logo mark on an ink tile: rounded with transparent corners, or full bleed. */
function iconSvg(mark: string, { size, bleed, maskable = false }: Icon): string {
  // The mark's share of the tile: small tiles need every pixel; maskable needs the safe zone.
  const share = maskable ? 0.56 : bleed ? 0.66 : size <= 32 ? 0.84 : 0.72;
  const markSize = Math.round(size * share);
  const offset = Math.round((size - markSize) / 2);
  const radius = bleed ? 0 : Math.round(size * 0.22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>
<linearGradient id="tile" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK[800]}"/><stop offset="1" stop-color="${INK[950]}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#7a66f5" stop-opacity=".45"/><stop offset="1" stop-color="#7a66f5" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#tile)"/>
<rect width="${size}" height="${size}" rx="${radius}" fill="url(#glow)"/>
${nest(mark, { x: offset, y: offset, width: markSize, height: markSize })}
</svg>`;
}

/**
 * The variable Sora, to be set at any weight of its axis. fontkit reads WOFF2
 * but applies variations only to TrueType, hence the decompression first.
 */
async function loadSora(): Promise<(weight: number) => fontkit.Font> {
  const woff2 = Buffer.from(soraWoff2.slice(soraWoff2.indexOf(",") + 1), "base64");
  const font = fontkit.create(Buffer.from(await decompress(woff2))) as fontkit.Font;
  return (weight) => font.getVariation({ wght: weight });
}

type TextOptions = {
  /** The left end of the baseline. */
  x: number;
  y: number;
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
};

/** One line of text as an SVG path, and its width. */
function textPath(font: fontkit.Font, text: string, { x, y, size, tracking = 0 }: TextOptions) {
  const scale = size / font.unitsPerEm;
  const { glyphs, positions } = font.layout(text);
  let pen = x;
  let d = "";
  glyphs.forEach((glyph, i) => {
    const { xAdvance = 0, xOffset = 0, yOffset = 0 } = positions[i] ?? {};
    if (glyph.id === 0) throw new Error(`artwork: Sora has no glyph for a letter of "${text}"`);
    // Font units grow upwards, SVG's downwards.
    d += glyph.path
      .transform(scale, 0, 0, -scale, pen + xOffset * scale, y - yOffset * scale)
      .toSVG();
    pen += xAdvance * scale + tracking * size;
  });
  return { d, width: pen - x - tracking * size };
}

/** Where the initial sits in the mark's 32-unit square: low and left, its corner under the star. */
const INITIAL_BOX = { x: 3, y: 7.5, width: 20, height: 22 };

/**
 * The school's mark: its initial in the pages' Sora SemiBold, in the brand's violet
 * gradient, under the cyan star of app/art/logo-star.svg, which also holds the gradients
 * and the mask that keeps a gap around the star. Drawn from the name, so a renamed
 * school gets its own letter in the header, the icons and the social image.
 */
async function markSvg(): Promise<string> {
  const font = (await loadSora())(600);
  const initial = [...site.name.trim()][0]?.toLocaleUpperCase("en") ?? "";
  const [glyph] = font.layout(initial).glyphs;
  if (!glyph || glyph.id === 0) throw new Error(`artwork: Sora has no glyph for "${initial}"`);
  const { minX, minY, maxX, maxY } = glyph.bbox;
  const { x, y, width, height } = INITIAL_BOX;
  const scale = Math.min(width / (maxX - minX), height / (maxY - minY));
  // Font units grow upwards, SVG's downwards; the letter sits on the box's bottom-left.
  const d = glyph.path
    .transform(
      scale,
      0,
      0,
      -scale,
      x - minX * scale,
      y + height - (maxY - minY) * scale + maxY * scale,
    )
    .toSVG();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" fill="none">
<path d="${d}" fill="url(#lm-n)" mask="url(#lm-gap)"/>
${nest(starSvg, { x: 0, y: 0, width: 32, height: 32 })}
</svg>`;
}

/**
 * The social preview: ink and aurora, the school's name (in the pages' Sora
 * SemiBold) and its tagline in one language on the left, the home hero art on the right.
 */
async function socialSvg(locale: Locale): Promise<string> {
  const mark = await drawMark();
  const { tagline: taglineText } = messages[locale].common;
  const sora = await loadSora();
  const [regular, medium, semiBold] = [sora(400), sora(500), sora(600)];
  const { width, height } = socialImage;
  const left = 80;
  const column = 500;
  // The name on one line per word (two at most), as large as the column allows.
  const words = site.name.split(/\s+/);
  const lines = words.length === 2 ? words : [site.name];
  const widest = Math.max(
    ...lines.map((line) => textPath(semiBold, line, { x: 0, y: 0, size: 100 }).width),
  );
  const size = Math.min(112, Math.floor((100 * column) / widest));
  const lineGap = Math.round(size * 1.02);
  const firstBaseline = 250 + (lines.length === 1 ? lineGap / 2 : 0);
  const name = lines.map((line, i) =>
    textPath(semiBold, line, {
      x: left - size * 0.04,
      y: firstBaseline + i * lineGap,
      size,
      tracking: -0.02,
    }),
  );
  const taglineY = firstBaseline + (lines.length - 1) * lineGap + 78;
  let tagline = textPath(regular, taglineText, { x: left, y: taglineY, size: 38 });
  if (tagline.width > column) {
    const fitted = Math.floor((38 * column) / tagline.width);
    tagline = textPath(regular, taglineText, { x: left, y: taglineY, size: fitted });
  }
  const host = textPath(medium, new URL(site.url).host, {
    x: left + 44,
    y: 553,
    size: 24,
    tracking: 0.01,
  });
  const accent = name.length > 1 ? name.slice(1) : [];
  const plain = name.length > 1 ? name.slice(0, 1) : name;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
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
${nest(heroSvg, { x: 560, y: 20, width: 640, height: 590 })}
${nest(mark, { x: left, y: 72, width: 60, height: 60 })}
${plain.map((line) => `<path d="${line.d}" fill="${FG.text}"/>`).join("\n")}
${accent.map((line) => `<path d="${line.d}" fill="url(#name)"/>`).join("\n")}
<path d="${tagline.d}" fill="${FG.muted}"/>
<rect x="${left}" y="${taglineY + 42}" width="96" height="4" rx="2" fill="url(#rule)"/>
<circle cx="${left + 14}" cy="545" r="7" fill="#38d3f0"/><circle cx="${left + 14}" cy="545" r="14" fill="#38d3f0" fill-opacity=".18"/>
<path d="${host.d}" fill="${FG.subtle}"/>
</svg>`;
}

/**
 * resvg draws the SVG; sharp encodes the PNG, lossless: a palette would halve
 * the social image but bands its gradients. An opaque image (one drawn on a
 * full-bleed background) loses its alpha channel, a tenth of its bytes.
 */
async function png(svg: string, { width, opaque }: { width: number; opaque: boolean }) {
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    font: { loadSystemFonts: false },
  }).render();
  const pixels = sharp(image.pixels, {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
  return (opaque ? pixels.removeAlpha() : pixels)
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/**
 * Each image drawn once per build: the prerenderer calls a resource route's
 * loader twice, for the file and for a .data twin of it.
 */
const drawn = new Map<string, Promise<string | Uint8Array<ArrayBuffer>>>();
function once<T extends string | Uint8Array<ArrayBuffer>>(path: string, draw: () => Promise<T>) {
  if (!drawn.has(path)) drawn.set(path, draw());
  return drawn.get(path) as Promise<T>;
}

/** An icon file: the SVG tile itself, or rendered to a PNG of its size. */
export function drawIcon(icon: Icon): Promise<string | Uint8Array<ArrayBuffer>> {
  return once(icon.path, async () => {
    const svg = iconSvg(await drawMark(), icon);
    if (icon.path.endsWith(".svg")) return svg;
    return new Uint8Array(await png(svg, { width: icon.size, opaque: icon.bleed }));
  });
}

/** The school's mark, as an SVG file (the header's logo) and inside every icon. */
export function drawMark(): Promise<string> {
  return once("/logo.svg", markSvg);
}

/** A language's social image as a PNG. */
export function drawSocialImage(locale: Locale): Promise<Uint8Array<ArrayBuffer>> {
  return once(localePath(locale, socialImage.file), async () => {
    const svg = await socialSvg(locale);
    return new Uint8Array(await png(svg, { width: socialImage.width, opaque: true }));
  });
}
