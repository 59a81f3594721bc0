// @ts-check
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { join, sep } from "node:path";
import sirv from "sirv";
import { pagePaths } from "./page-paths.js";
import { ALLOWED_METHODS, cacheControlFor, securityHeaders } from "./security-headers.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {{ buildDir: string, https?: boolean }} SiteOptions */

const ALLOW = ALLOWED_METHODS.join(", ");
/** Far above any URL of the site; longer ones are refused before any lookup. */
const MAX_URL_LENGTH = 8192;
/** One plain byte range; anything else is ignored (the whole file is sent, as RFC 9110 allows). */
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;
/** What is left of a path once sirv's own fallbacks (`/index`, `.html`) are taken off. */
const SIRV_FALLBACKS = /(?:\/index)?(?:\.html?)?$/;
/**
 * Files in the build that must never be sent with status 200: the prerendered
 * not-found page (and the SPA fallback, should a build keep it) only ever go out
 * as a 404, and `_headers` is a deploy file for the static hosts.
 */
const NOT_PAGES = /^\/(?:404|__spa-fallback|_headers)$/;
/** The precompressed copies are chosen by Accept-Encoding, never requested by name. */
const PRECOMPRESSED = /\.(?:br|gz)\/*$/;

/**
 * The path as sirv will look it up: without query or fragment, and decoded with
 * `decodeURI` when that works (so `%2e%2e` is `..`; `%2f` stays as it is).
 * @param {string} url
 */
function lookupPath(url) {
  const raw = url.split(/[?#]/, 1)[0] || "/";
  if (!raw.includes("%")) return raw;
  try {
    return decodeURI(raw);
  } catch {
    return raw; // malformed escapes: sirv keeps them too, and finds no file
  }
}

/**
 * Whether sirv could answer this path with a file that must only be a 404. sirv
 * tries `path`, `path.html` and `path/index.html` with one trailing slash off, so
 * every such spelling (`/404`, `/404/`, `/404.html`, `/404/index`…) counts.
 * @param {string} pathname decoded
 */
function isNotFoundPath(pathname) {
  if (PRECOMPRESSED.test(pathname)) return true;
  // Trailing slashes off by hand: /\/+$/ backtracks quadratically on "////…/a"
  // (about 0.2 s of CPU for one 8 KB URL).
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === "/") end -= 1;
  return NOT_PAGES.test(pathname.slice(0, end).replace(SIRV_FALLBACKS, ""));
}

/**
 * Other spellings of a page that sirv would serve (`/vision/index.html`, `/vision.html`,
 * `/Vision`): the browser's router does not know them, and would hydrate the page's
 * HTML with the not-found route (or, for `/Vision`, the 404 page's HTML with the
 * vision route, since its matching ignores case). They get a 301 to the page's URL.
 * @param {Map<string, string>} pages lower-cased page path → page path
 * @param {string} pathname decoded
 * @returns {string | undefined} where to redirect, if anywhere
 */
function pageAlias(pages, pathname) {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  const bare = pathname.slice(0, end).replace(/(?:\/index)?(?:\.html?)?$/i, "") || "/";
  const page = pages.get(bare.toLowerCase());
  if (page === undefined || pathname === page || pathname === `${page}/`) return undefined;
  return page;
}

/**
 * Every prerendered page, by its lower-cased path (for the alias redirects).
 * @param {string} clientDir
 */
function listPages(clientDir) {
  const files = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((entry) =>
    entry.split(sep).join("/"),
  );
  return new Map(pagePaths(files).map((path) => [path.toLowerCase(), path]));
}

/**
 * @param {string} file
 * @returns {Buffer | undefined}
 */
function readIfExists(file) {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * The site's request handler: static files from `buildDir/client`, precompressed,
 * with the security headers made at build, and the 404 page for anything else.
 * sirv only ever serves files it listed at start-up (its cache), so no spelling of
 * `..` can reach outside the client folder, and dotfiles are not listed at all.
 * @param {SiteOptions} options
 * @returns {(req: Request, res: Response) => void}
 */
export function createHandler({ buildDir, https = false }) {
  const clientDir = join(buildDir, "client");
  const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
  const baseHeaders = securityHeaders(hashes, { https });

  const notFoundFile = join(clientDir, "404", "index.html");
  const notFound = {
    identity: readFileSync(notFoundFile),
    br: readIfExists(`${notFoundFile}.br`),
    gzip: readIfExists(`${notFoundFile}.gz`),
  };

  const pages = listPages(clientDir);
  const serveStatic = sirv(clientDir, { etag: true, gzip: true, brotli: true, dotfiles: false });

  /** @param {Request} req @param {Response} res */
  function sendNotFound(req, res) {
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const [encoding, body] =
      notFound.br && /\bbr\b/.test(accepts)
        ? ["br", notFound.br]
        : notFound.gzip && /\bgzip\b/.test(accepts)
          ? ["gzip", notFound.gzip]
          : [undefined, notFound.identity];
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** @param {Response} res @param {number} status @param {string} text */
  function sendText(res, status, text) {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(`${text}\n`);
  }

  /** @param {Request} req @param {Response} res */
  function handle(req, res) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);

    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      res.setHeader("Allow", ALLOW);
      sendText(res, 405, "Method Not Allowed");
      return;
    }
    const url = req.url ?? "/";
    if (url.length > MAX_URL_LENGTH) {
      sendText(res, 414, "URI Too Long");
      return;
    }

    // sirv's own Range parsing throws on reversed ranges and misreads the rest.
    const range = req.headers.range;
    if (range !== undefined) {
      const match = SIMPLE_RANGE.exec(range);
      if (!match || (match[2] && Number(match[2]) < Number(match[1]))) delete req.headers.range;
    }

    const pathname = lookupPath(url);
    // Set before sirv so its 304s carry them too; the 404 page overrides Cache-Control.
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    res.setHeader("Vary", "Accept-Encoding");
    if (isNotFoundPath(pathname)) {
      sendNotFound(req, res);
      return;
    }
    const alias = pageAlias(pages, pathname);
    if (alias !== undefined) {
      const query = url.indexOf("?");
      res.statusCode = 301;
      res.setHeader("Location", query === -1 ? alias : alias + url.slice(query));
      res.end();
      return;
    }
    // sirv pipes a file stream without an error listener: a file that vanished or
    // cannot be read would otherwise crash the process.
    res.once("pipe", (source) => source.once("error", () => res.destroy()));
    serveStatic(req, res, () => sendNotFound(req, res));
  }

  return function handleSafely(req, res) {
    try {
      handle(req, res);
    } catch (error) {
      // A bug of ours, never a client's fault: log it, answer, keep serving.
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, "Internal Server Error");
    }
  };
}

/** Node's parser rejected the request before the handler saw it. */
const CLIENT_ERROR_STATUS = /** @type {Record<string, string>} */ ({
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
});

/**
 * Malformed request lines, oversized headers and the like: answer 4xx, never crash
 * and never 5xx (Node's default would be a bare 400 without a reason for all of them).
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = CLIENT_ERROR_STATUS[error.code ?? ""] ?? "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The whole site server, not yet listening: `npm start` listens on it, the
 * server's tests start it on a free port against a small fixture build.
 * @param {SiteOptions} options
 */
export function createSiteServer(options) {
  const server = createServer(createHandler(options));
  server.on("clientError", answerClientError);
  return server;
}
