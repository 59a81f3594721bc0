// @ts-check
/**
 * The client folder, read once at start: every file the site serves, its `.br` and
 * `.gz` copies and the response headers of each. The build is a few megabytes, so
 * a request is a Map lookup and one write, with no disk access and no header work.
 */
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { lookup } from "mrmime";
import { encodingChooser } from "./encodings.js";
import { urlPathsOf } from "./page-paths.js";
import { cacheControlFor, isAdminPath } from "./security-headers.js";

/** @typedef {Record<string, string>} Headers */
/**
 * @typedef {object} Representation one encoding of a file
 * @property {Buffer} body
 * @property {string} etag strong, from the bytes themselves
 * @property {Headers} headers of a 200, security headers included
 * @property {Headers} notModified headers of a 304
 */
/**
 * @typedef {object} SiteFile
 * @property {Representation} identity the file as it is
 * @property {Representation} [br]
 * @property {Representation} [gzip]
 * @property {(acceptEncoding: string | undefined) => import("./encodings.js").Coding} choose
 *   which of them a request gets (encodings.js)
 */

/**
 * Files in the build that are never served at their own URL: each language's not-found
 * page only goes out as a 404 (and so does a SPA fallback, should a build keep one),
 * `_headers` and `_redirects` are for the static hosts, and the precompressed copies are
 * picked by Accept-Encoding.
 */
const NOT_SERVED =
  /^(?:(?:[^/]+\/)?404(?:\.html|\/.*)|__spa-fallback\.html|_headers|_redirects|.*\.(?:br|gz))$/;
/** Dotfiles and dot-folders (`.env`, `.git/`) should never be in the build; if one is, it stays out. */
const DOTFILE = /(?:^|\/)\./;

/**
 * The media type, naming UTF-8 for text: the build writes nothing else, and a browser
 * should not have to guess.
 * @param {string} file
 */
export function contentType(file) {
  const type = lookup(file) ?? "application/octet-stream";
  // Pages keep the spelling they have always been sent with.
  if (type === "text/html") return "text/html;charset=utf-8";
  return type.startsWith("text/") ? `${type}; charset=utf-8` : type;
}

/** A regular file, never one behind a symbolic link. @param {string} file */
const readIfExists = (file) =>
  lstatSync(file, { throwIfNoEntry: false })?.isFile() ? readFileSync(file) : undefined;

/**
 * @param {Buffer} body
 * @param {Headers} validators what a 304 of the file repeats
 * @param {Headers} content what a 200 adds: the type and its encoding
 * @returns {Representation}
 */
function representation(body, validators, content) {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
  return {
    body,
    etag,
    notModified: { ...validators, ETag: etag },
    headers: { ...validators, ...content, "Content-Length": String(body.length), ETag: etag },
  };
}

/**
 * @param {string} path absolute
 * @param {string} type
 * @param {Headers} baseHeaders sent with every response
 * @param {string} cacheControl
 * @returns {SiteFile}
 */
export function loadFile(path, type, baseHeaders, cacheControl) {
  // Images have no copies: they are compressed already.
  const br = readIfExists(`${path}.br`);
  const gzip = readIfExists(`${path}.gz`);
  const validators = {
    ...baseHeaders,
    "Cache-Control": cacheControl,
    "Last-Modified": statSync(path).mtime.toUTCString(),
    ...(br || gzip ? { Vary: "Accept-Encoding" } : {}),
  };
  const content = { "Content-Type": type, "Accept-Ranges": "bytes" };
  return {
    identity: representation(readFileSync(path), validators, content),
    br: br && representation(br, validators, { ...content, "Content-Encoding": "br" }),
    gzip: gzip && representation(gzip, validators, { ...content, "Content-Encoding": "gzip" }),
    choose: encodingChooser({ br: br !== undefined, gzip: gzip !== undefined }),
  };
}

/**
 * The regular files of the client folder, relative, with "/" separators. Symbolic links
 * are left out, and so is everything under a linked folder, which a recursive readdir
 * does walk into: nothing from outside the folder.
 * @param {string} clientDir
 */
export function listClientFiles(clientDir) {
  const root = realpathSync(clientDir);
  return readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)))
    .filter((name) => realpathSync(join(clientDir, name)) === join(root, name))
    .map((name) => name.split(sep).join("/"));
}

/**
 * Every servable file of the client folder, by URL path.
 * @param {string} clientDir
 * @param {Headers} baseHeaders sent with every response
 * @param {Headers} [adminHeaders] the editor's page's own, instead (if the build has it)
 * @returns {{ files: Map<string, SiteFile>, names: string[] }} names: relative, "/" separators
 */
export function loadSiteFiles(clientDir, baseHeaders, adminHeaders) {
  /** @type {Map<string, SiteFile>} */
  const files = new Map();
  const names = [];
  for (const name of listClientFiles(clientDir)) {
    if (NOT_SERVED.test(name) || DOTFILE.test(name)) continue;
    // `vision/index.html` answers `/vision` and `/vision/`; its other spellings
    // (`/vision/index.html`) get a redirect instead (see app.js).
    const urls = urlPathsOf(name).filter((path) => !path.endsWith("/index.html"));
    const path = join(clientDir, name);
    const url = urls[0] ?? "";
    const headers = adminHeaders && isAdminPath(url) ? adminHeaders : baseHeaders;
    const loaded = loadFile(path, contentType(name), headers, cacheControlFor(url));
    for (const url of urls) files.set(url, loaded);
    names.push(name);
  }
  return { files, names };
}

/**
 * Where the build's editor saves (`admin-backend.json`, written with the editor at build),
 * for its page's headers, or undefined for a build without the editor.
 * @param {string} buildDir
 * @returns {import("./security-headers.js").AdminBackend | undefined}
 */
export function readAdminBackend(buildDir) {
  const file = join(buildDir, "admin-backend.json");
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}
