// @ts-check
/**
 * The prerendered pages of a build and what each one loads. Shared by the SEO
 * step and the budget scripts, so they all read the routes from the built HTML
 * (the single truth after the build) instead of keeping their own list.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { clientDir, listHtml } from "./files.js";

/**
 * @typedef {{ route: string, file: string }} BuiltPage
 */

/**
 * Every prerendered page: "/" and the inner pages, then "/404". The root
 * 404.html is a copy of /404 for static hosts, so it is not a route of its own.
 * @param {string} [dir] the client build folder
 * @returns {BuiltPage[]}
 */
export function builtPages(dir = clientDir) {
  const pages = listHtml(dir)
    .map((file) => relative(dir, file).split(sep).join("/"))
    .filter((path) => path.endsWith("index.html"))
    .map((path) => ({
      route: `/${path.slice(0, -"index.html".length).replace(/\/$/, "")}`,
      file: join(dir, path),
    }));
  // "/" first, "/404" last, the rest alphabetically: a stable order for tables.
  const rank = (/** @type {string} */ route) => (route === "/" ? 0 : route === "/404" ? 2 : 1);
  return pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}

/**
 * Attribute values of the tags named `tag` whose attributes match `filter`.
 * The prerendered HTML is React's own output (double-quoted attributes), so a
 * regular expression is enough and keeps the scripts dependency-free.
 * @param {string} html
 * @param {string} tag
 * @param {RegExp} filter must match inside the tag, e.g. /\brel="stylesheet"/
 * @param {string} attribute
 */
export function attributeValues(html, tag, filter, attribute) {
  const values = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "gi"))) {
    if (!filter.test(match[0])) continue;
    const value = new RegExp(`\\s${attribute}="([^"]*)"`, "i").exec(match[0])?.[1];
    if (value !== undefined) values.push(value.replaceAll("&amp;", "&"));
  }
  return values;
}

/** Module specifiers a chunk imports statically: `import"x"`, `import{a}from"x"`, `export*from"x"`. */
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+)["']/g;

/**
 * The JavaScript a page runs before any interaction: the module scripts, the
 * modulepreload links, every script the inline bootstrap script names (it
 * imports them all at once), and then the static imports of each of those,
 * recursively. Dynamic imports inside chunks (the tour dialog, the toasts) load
 * on demand and are left out on purpose.
 * @param {string} html
 * @param {string} [dir] the client build folder
 * @returns {string[]} site paths such as "/assets/root-abc.js"
 */
export function eagerScripts(html, dir = clientDir) {
  const seeds = [
    ...attributeValues(html, "script", /\bsrc=/, "src"),
    ...attributeValues(html, "link", /\brel="modulepreload"/, "href"),
  ];
  // Every script path named in an inline module script: React Router's bootstrap
  // imports them (or, after defer-hydration.js, preloads and imports them) at once.
  for (const match of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const path of (match[1] ?? "").matchAll(/["'](\/[^"']+\.js)["']/g)) {
      if (path[1]) seeds.push(path[1]);
    }
  }
  const seen = new Set();
  const queue = seeds.filter((src) => src.startsWith("/"));
  while (queue.length > 0) {
    const src = /** @type {string} */ (queue.shift());
    if (seen.has(src)) continue;
    seen.add(src);
    const file = join(dir, src);
    if (!existsSync(file)) throw new Error(`A page loads ${src}, which is not in the build`);
    for (const spec of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = spec[1] ?? "";
      if (target.startsWith(".")) queue.push(posix.join(posix.dirname(src), target));
      else if (target.startsWith("/")) queue.push(target);
    }
  }
  return [...seen];
}
