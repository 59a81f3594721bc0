// @ts-check
/**
 * Step: robots.txt, sitemap.xml and the web app manifest, derived from the
 * prerendered HTML (each page's canonical link, the site name and tagline in
 * its meta tags), so they cannot drift from the routes or from SITE_URL. Then
 * a check that fails the build when a page points at an icon, manifest or
 * social image the build does not contain.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { clientDir } from "./files.js";
import { PNG_ICONS } from "./icons.js";
import { attributeValues, builtPages } from "./pages.js";

/** The one colour of the browser UI around the site: --color-ink-950. */
const INK = "#05071a";
const SOCIAL_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

/**
 * @typedef {{ name: string, tagline: string, description: string, host: string,
 *   home: string, pages: { route: string, url: string }[] }} Site
 */

/** @param {string} html @param {string} key e.g. 'property="og:site_name"' */
function metaContent(html, key) {
  const tag = new RegExp(`<meta\\b[^>]*\\b${key}[^>]*>`).exec(html)?.[0];
  return tag ? /\scontent="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&") : undefined;
}

/** @param {string} text */
const escapeXml = (text) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/**
 * What the SEO files and the images need to know, read from the built pages.
 * Each indexable page must have exactly one absolute canonical URL naming its
 * own route; the not-found page and noindex pages stay out of the sitemap.
 * @returns {Site}
 */
export function readSite() {
  /** @type {Site["pages"]} */
  const pages = [];
  for (const { route, file } of builtPages()) {
    const html = readFileSync(file, "utf8");
    const noindex = /noindex/.test(metaContent(html, 'name="robots"') ?? "");
    const canonicals = attributeValues(html, "link", /\brel="canonical"/, "href");
    if (route === "/404" || noindex) continue;
    if (canonicals.length !== 1)
      throw new Error(`seo: ${route} needs one canonical link, has ${canonicals.length}`);
    const url = new URL(/** @type {string} */ (canonicals[0]));
    if (!url.pathname.endsWith(route === "/" ? "/" : route)) {
      throw new Error(`seo: the canonical URL of ${route} is ${url.href}, another page`);
    }
    pages.push({ route, url: url.href });
  }
  const home = pages.find((page) => page.route === "/");
  if (!home) throw new Error("seo: no home page in the build");
  const homeHtml = readFileSync(join(clientDir, "index.html"), "utf8");
  const name = metaContent(homeHtml, 'property="og:site_name"');
  // meta.ts writes the image's alt text as "<name>: <tagline>", what the image shows.
  const alt = metaContent(homeHtml, 'property="og:image:alt"') ?? "";
  if (!name || !alt.startsWith(`${name}: `)) {
    throw new Error('seo: the home page needs og:site_name and og:image:alt "<name>: <tagline>"');
  }
  return {
    name,
    tagline: alt.slice(name.length + 2),
    description: metaContent(homeHtml, 'name="description"') ?? "",
    host: new URL(home.url).host,
    home: home.url,
    pages,
  };
}

/**
 * Writes robots.txt, sitemap.xml and site.webmanifest into the client build.
 * @param {Site} site
 * @returns {string[]} the files written
 */
export function writeSeoFiles(site) {
  const sitemapUrl = new URL("sitemap.xml", site.home).href;
  writeFileSync(
    join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`,
  );

  const urls = site.pages.map((page) => `  <url>\n    <loc>${escapeXml(page.url)}</loc>\n  </url>`);
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );

  const manifest = {
    name: site.name,
    // Home screens show about 12 characters.
    short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? site.name),
    description: site.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en",
    dir: "ltr",
    theme_color: INK,
    background_color: INK,
    icons: [
      { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
      ...PNG_ICONS.filter((icon) => icon.file.startsWith("icon-")).map((icon) => ({
        src: `/${icon.file}`,
        type: "image/png",
        sizes: `${icon.size}x${icon.size}`,
        purpose: icon.maskable ? "maskable" : "any",
      })),
    ],
  };
  writeFileSync(join(clientDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
  return ["robots.txt", "sitemap.xml", "site.webmanifest"];
}

/**
 * Fails the build when a page references an icon, manifest or image the build
 * lacks, when a page's og:image or twitter:image is not the social image, or
 * when an image has the wrong size.
 * @returns {Promise<number>} how many references were checked
 */
export async function checkSeoFiles() {
  /** @type {string[]} */
  const problems = [];
  /** @type {Set<string>} */
  const referenced = new Set();
  for (const { route, file } of builtPages()) {
    const html = readFileSync(file, "utf8");
    for (const href of attributeValues(
      html,
      "link",
      /\brel="(?:icon|apple-touch-icon|manifest)"/,
      "href",
    )) {
      referenced.add(href);
    }
    for (const key of ['property="og:image"', 'name="twitter:image"']) {
      const content = metaContent(html, key);
      const path = content ? new URL(content).pathname : undefined;
      if (path !== SOCIAL_IMAGE.path) problems.push(`${route}: ${key} is ${content ?? "missing"}`);
      else referenced.add(path);
    }
  }
  const manifest = JSON.parse(readFileSync(join(clientDir, "site.webmanifest"), "utf8"));
  for (const icon of /** @type {{ src: string }[]} */ (manifest.icons)) referenced.add(icon.src);
  for (const name of ["robots.txt", "sitemap.xml"]) referenced.add(`/${name}`);

  for (const path of referenced) {
    if (!path.startsWith("/") || !existsSync(join(clientDir, path))) {
      problems.push(`${path} is referenced but not in the build`);
    }
  }
  const expected = [
    { file: SOCIAL_IMAGE.path.slice(1), width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height },
    ...PNG_ICONS.map((icon) => ({ file: icon.file, width: icon.size, height: icon.size })),
  ];
  for (const { file, width, height } of expected) {
    const path = join(clientDir, file);
    if (!existsSync(path)) continue;
    const size = await sharp(path).metadata();
    if (size.width !== width || size.height !== height) {
      problems.push(`${file} is ${size.width}×${size.height}, expected ${width}×${height}`);
    }
  }
  if (problems.length > 0) throw new Error(`seo check failed:\n  ${problems.join("\n  ")}`);
  return referenced.size;
}
