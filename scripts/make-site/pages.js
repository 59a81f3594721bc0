// @ts-check
/**
 * The prerendered pages of a build. Shared by the site-files check and the
 * budget scripts, so they all read the routes from the built HTML (the single
 * truth after the build) instead of keeping their own list.
 */
import { join } from "node:path";
import { isUnder, notFoundPages } from "../../server/page-paths.js";
import { isAdminPath } from "../../server/security-headers.js";
import { listClientFiles } from "../../server/site-files.js";
import { clientDir } from "./files.js";

/**
 * @typedef {{ route: string, file: string }} BuiltPage
 */

/** Whether a built route is a not-found page ("/404", "/es/404"). @param {string} route */
export const isNotFound = (route) => /(?:^|\/)404$/.test(route);

/**
 * The same page in the default language, for a route under a language's prefix
 * ("/es/join" is "/join", "/es" is "/"), or undefined for a default-language route. A
 * language's prefix is where its not-found page is ("/es/404").
 * @param {string} route
 */
export function twinInDefault(route, dir = clientDir) {
  const language = notFoundPages(listClientFiles(dir)).find(
    ({ prefix }) => prefix !== "" && isUnder(route, prefix),
  );
  return language ? route.slice(language.prefix.length) || "/" : undefined;
}

/**
 * Every prerendered page: "/" and the inner pages, then the not-found pages ("/404",
 * "/es/404"). The 404.html files are copies for static hosts, not routes of their own,
 * and the editor at /admin is a page of its own, not one of the site's.
 * @param {string} [dir] the client build folder
 * @returns {BuiltPage[]}
 */
export function builtPages(dir = clientDir) {
  const pages = listClientFiles(dir)
    .filter((path) => path.endsWith("index.html"))
    .map((path) => ({
      route: `/${path.slice(0, -"index.html".length).replace(/\/$/, "")}`,
      file: join(dir, path),
    }))
    .filter(({ route }) => !isAdminPath(route));
  // "/" first, the not-found pages last, the rest alphabetically: a stable order for tables.
  const rank = (/** @type {string} */ route) => (route === "/" ? 0 : isNotFound(route) ? 2 : 1);
  return pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}
