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

/**
 * The URL path of each prerendered page (not the not-found page).
 * @param {string[]} htmlFiles relative to the client folder, "/" separators
 */
export function pagePaths(htmlFiles) {
  return htmlFiles
    .filter((file) => file.endsWith("index.html") && !file.startsWith("404/"))
    .map((file) => urlPathsOf(file)[0] ?? "/");
}
