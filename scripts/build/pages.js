// @ts-check
/**
 * The prerendered pages of a build. Shared by the site-files check and the
 * budget scripts, so they all read the routes from the built HTML (the single
 * truth after the build) instead of keeping their own list.
 */
import { join, relative, sep } from "node:path";
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
