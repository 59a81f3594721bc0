// @ts-check
/**
 * Which URLs the built HTML files answer, shared by the Node server (its redirects
 * for other spellings of a page) and by the host configs generated at build.
 */

/**
 * The URL paths a static host serves one built HTML file at: `vision/index.html`
 * is `/vision`, `/vision/` and `/vision/index.html`.
 * @param {string} file path relative to the client folder, with "/" separators
 */
export function urlPathsOf(file) {
  const path = `/${file}`;
  if (!path.endsWith("/index.html")) return [path];
  const dir = path.slice(0, -"index.html".length);
  return dir === "/" ? ["/", path] : [dir.slice(0, -1), dir, path];
}

/** A language's not-found page: `404/index.html`, `es/404/index.html`. */
const NOT_FOUND_PAGE = /^(?:([^/]+)\/)?404\/index\.html$/;

/**
 * The URL path of each prerendered page (not the not-found pages).
 * @param {string[]} htmlFiles relative to the client folder, "/" separators
 */
export function pagePaths(htmlFiles) {
  return htmlFiles
    .filter((file) => file.endsWith("index.html") && !NOT_FOUND_PAGE.test(file))
    .map((file) => urlPathsOf(file)[0] ?? "/");
}

/**
 * The not-found page of each language the build has, by the URL prefix it answers
 * for ("" for the default language, "/es" for Spanish), longest prefix first: an
 * unknown path under /es/ gets the Spanish page, any other the default one.
 * @param {string[]} htmlFiles relative to the client folder, "/" separators
 * @returns {{ prefix: string, file: string }[]}
 */
export function notFoundPages(htmlFiles) {
  return htmlFiles
    .flatMap((file) => {
      const match = NOT_FOUND_PAGE.exec(file);
      return match ? [{ prefix: match[1] ? `/${match[1]}` : "", file }] : [];
    })
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

/**
 * Whether `pathname` is under a language's prefix ("/es", "/es/…"; "" is every path).
 * @param {string} pathname @param {string} prefix
 */
export function isUnder(pathname, prefix) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
