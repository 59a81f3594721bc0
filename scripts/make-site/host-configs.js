// @ts-check
/**
 * Step: the files of the hosts that do not run our server, generated from
 * server/security-headers.js and the built pages, so every host sends the same policy
 * and the same not-found page as our server:
 * - `client/_headers` for Netlify and Cloudflare Pages (they serve HTTPS, so with HSTS;
 *   scripts/make-site/headers-file.js);
 * - `client/_redirects` for Netlify: each language's not-found page under its prefix
 *   (Cloudflare Pages finds the nearest 404.html by itself, and skips these rules);
 * - `nginx/maps.conf` (http context), `nginx/headers.conf` (server context) and
 *   `nginx/admin.conf` (the editor's location, server context), included by
 *   deploy/nginx.conf.
 * Runs after the inline hashes are known, before compression (`_headers` has no
 * extension and is never compressed; the nginx folder is outside client/).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  ADMIN_PREFIX,
  ALLOWED_METHODS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HSTS,
  IMMUTABLE_PREFIX,
  adminHeaders,
  securityHeaders,
} from "../../server/security-headers.js";
import { notFoundPages, pagePaths } from "../../server/page-paths.js";
import { listClientFiles, readAdminBackend } from "../../server/site-files.js";
import { buildDir as defaultBuildDir } from "./files.js";
import { GENERATED, headersFile } from "./headers-file.js";

/** @typedef {import("../../server/security-headers.js").InlineHashes} InlineHashes */
/** @typedef {import("../../server/security-headers.js").AdminBackend} AdminBackend */

/** @param {string} value a header value for a double-quoted nginx string */
function nginxString(value) {
  // `$` would start a variable, `"` and `\` would end or escape the string.
  if (/["$\\\r\n]/.test(value)) throw new Error(`Not safe in an nginx string: ${value}`);
  return `"${value}"`;
}

/**
 * A path as a literal in an nginx regex: "[.]" rather than "\\.", so no backslash has to
 * survive nginx's string parsing (the paths have no other regex characters).
 * @param {string} path
 */
const literal = (path) => path.replaceAll(".", "[.]");

/**
 * http-context part: variables for the headers that vary per request. Maps instead
 * of per-location add_header, because a location with any add_header of its own
 * drops every add_header of the server block (the security headers with them).
 */

/**
 * Other spellings of a page (`/vision/index.html`, `/vision.html`, `/Vision`): like the
 * Node server, nginx answers them with a 301 to the page, so each page has one address.
 * @param {string[]} pages
 */
function pageAliasMap(pages) {
  /** @param {string} regex */
  const safe = (regex) => {
    if (!/^[~*^/\w.()?:|[\]$-]+$/.test(regex)) throw new Error(`Unsafe nginx regex: ${regex}`);
    return regex;
  };
  // Map strings match ignoring case, so the pages themselves are case-sensitive
  // regexes, listed first: regexes are tried in order.
  const lines = ["map $uri $nova_page_alias {", '    default "";'];
  for (const page of pages) {
    lines.push(`    ${safe(page === "/" ? "~^/$" : `~^${literal(page)}/?$`)} "";`);
  }
  for (const page of pages) {
    const stem = page === "/" ? "/index" : literal(page);
    const suffix = page === "/" ? "(?:[.]html?)?" : "(?:/index(?:[.]html?)?|[.]html?)?";
    lines.push(`    ${safe(`~*^${stem}${suffix}/*$`)} ${nginxString(page)};`);
  }
  lines.push("}");
  return lines;
}

/**
 * `_redirects` for Netlify: an unknown path under a language's prefix gets that
 * language's not-found page, with status 404. Without `!`, a rule only applies where no
 * file exists, so every page is still served as it is. The default language's page
 * (/404.html) is Netlify's own fallback.
 * @param {string[]} files relative to the client folder, "/" separators
 */
function redirectsFile(files) {
  const rules = notFoundPages(files)
    .filter(({ prefix }) => prefix !== "")
    .map(({ prefix }) => `${prefix}/*  ${prefix}/404.html  404`);
  return `# ${GENERATED}\n${rules.join("\n")}\n`;
}

/**
 * Each language's not-found page, by the path asked for (server block: `error_page 404
 * $nova_not_found`), as the Node server chooses it.
 * @param {string[]} files relative to the client folder, "/" separators
 */
function notFoundMap(files) {
  const lines = ["map $uri $nova_not_found {", '    default "/404.html";'];
  for (const { prefix } of notFoundPages(files)) {
    if (prefix === "") continue;
    if (!/^\/[\w-]+$/.test(prefix)) throw new Error(`Unsafe language prefix: ${prefix}`);
    lines.push(`    ~^${prefix}(?:/|$) ${nginxString(`${prefix}/404.html`)};`);
  }
  lines.push("}");
  return lines;
}

/**
 * @param {string[]} [pages] the site's page paths, for the alias redirects
 * @param {string[]} [files] every built file, for the not-found pages
 */
function nginxMaps(pages = [], files = []) {
  const methods = ALLOWED_METHODS.join("|");
  return [
    `# ${GENERATED}`,
    "# Include once in the http context (outside any server block).",
    "",
    "# Hashed build assets never change (GET/HEAD only: a 405 is not cacheable for a year).",
    "map $request_method:$uri $nova_cache_control {",
    `    default ${nginxString(CACHE_REVALIDATE)};`,
    `    ${nginxString(`~^(?:${methods}):${literal(IMMUTABLE_PREFIX)}`)} ${nginxString(CACHE_IMMUTABLE)};`,
    "}",
    "",
    '# HSTS only on a TLS connection to this server ($https is "on"); empty sends nothing.',
    "map $https $nova_hsts {",
    '    default "";',
    `    on ${nginxString(HSTS)};`,
    "}",
    "",
    "# The Allow header of the 405 answer to any other method.",
    "map $request_method $nova_allow {",
    `    default ${nginxString(ALLOWED_METHODS.join(", "))};`,
    ...ALLOWED_METHODS.map((method) => `    ${method} "";`),
    "}",
    "",
    "# Other spellings of a page redirect to it (server block: `if ($nova_page_alias)`).",
    ...pageAliasMap(pages),
    "",
    "# The not-found page in the language of the path (server block: `error_page 404`).",
    ...notFoundMap(files),
    "",
  ].join("\n");
}

/**
 * Every header of a response, `always` so error pages (404, 405) carry them too: these,
 * and those the variables of maps.conf set per request.
 * @param {Record<string, string>} headers
 */
const addHeaders = (headers) => [
  ...Object.entries(headers).map(
    ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
  ),
  "add_header Strict-Transport-Security $nova_hsts always;",
  "add_header Cache-Control $nova_cache_control always;",
  "add_header Allow $nova_allow always;",
];

/**
 * Server-context part: every header of the site. Include it in the server block and in
 * any location that ever gets an add_header of its own.
 * @param {InlineHashes} hashes
 */
function nginxHeaders(hashes) {
  return [
    `# ${GENERATED}`,
    "# Server context; needs the variables of maps.conf.",
    ...addHeaders(securityHeaders(hashes)),
    "",
  ].join("\n");
}

/**
 * Server-context part for the editor's page (/admin, /admin/): a location with the
 * editor's headers instead of the site's (a location with any add_header of its own
 * takes none from the server block, so it has every one). deploy/nginx.conf includes it
 * after its other locations, so theirs (dotfiles, the not-found pages) come first.
 * @param {AdminBackend} [backend] where the build's editor saves, if it has one
 */
function nginxAdmin(backend) {
  const lines = [`# ${GENERATED}`, "# Server context, after the other locations."];
  if (!backend) return [...lines, "# This build has no editor.", ""].join("\n");
  return [
    ...lines,
    `location ~ ^${ADMIN_PREFIX}(?:/|$) {`,
    ...addHeaders(adminHeaders(backend)).map((line) => `    ${line}`),
    "    try_files $uri $uri/index.html =404;",
    "}",
    "",
  ].join("\n");
}

/**
 * Writes the five files into the build.
 * @param {InlineHashes} hashes
 * @param {string} [buildDir]
 * @returns {string[]} the files written
 */
export function writeHostConfigs(hashes, buildDir = defaultBuildDir) {
  const clientDir = join(buildDir, "client");
  const clientFiles = listClientFiles(clientDir);
  const nginxDir = join(buildDir, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  const backend = readAdminBackend(buildDir);
  /** @type {[string, string][]} */
  const files = [
    [join(clientDir, "_headers"), headersFile(hashes, clientFiles, backend)],
    [join(clientDir, "_redirects"), redirectsFile(clientFiles)],
    [join(nginxDir, "maps.conf"), nginxMaps(pagePaths(clientFiles), clientFiles)],
    [join(nginxDir, "headers.conf"), nginxHeaders(hashes)],
    [join(nginxDir, "admin.conf"), nginxAdmin(backend)],
  ];
  for (const [file, text] of files) writeFileSync(file, text);
  return files.map(([file]) => file);
}
