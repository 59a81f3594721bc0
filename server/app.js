// @ts-check
import { readFileSync, readdirSync } from "node:fs";
import { createServer } from "node:http";
import { join, sep } from "node:path";
import morgan from "morgan";
import { isUnder, notFoundPages, pagePaths } from "./page-paths.js";
import { ALLOWED_METHODS, CACHE_REVALIDATE, securityHeaders } from "./security-headers.js";
import { loadFile, loadSiteFiles } from "./site-files.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("./site-files.js").SiteFile} SiteFile */
/** @typedef {import("./site-files.js").Representation} Representation */
/**
 * @typedef {object} SiteOptions
 * @property {string} buildDir
 * @property {boolean} [https] whether clients reach this server over TLS (adds HSTS)
 * @property {{ write(line: string): unknown }} [log] one line per request goes here
 */

const ALLOW = ALLOWED_METHODS.join(", ");
/** Far above any URL of the site; longer ones are refused before any lookup. */
const MAX_URL_LENGTH = 8192;
/** One plain byte range; anything else is ignored (the whole file is sent, as RFC 9110 allows). */
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;
const BROTLI = /\bbr\b/;
const GZIP = /\bgzip\b/;

/**
 * The path to look up: without query or fragment, and decoded with `decodeURI`
 * when that works (so `%2e%2e` is `..`, which no URL of the site contains; `%2f` stays).
 * @param {string} url
 */
function lookupPath(url) {
  const end = url.search(/[?#]/);
  const raw = (end === -1 ? url : url.slice(0, end)) || "/";
  if (!raw.includes("%")) return raw;
  try {
    return decodeURI(raw);
  } catch {
    return raw; // malformed escapes: no file has such a name
  }
}

/**
 * Other spellings of a page (`/vision/index.html`, `/vision.html`, `/Vision`) get a 301
 * to the page's URL: one address per page, the one its canonical link, the sitemap and
 * the current-page link in the header name (a static host would send 404 or a copy).
 * @param {Map<string, string>} pages lower-cased page path → page path
 * @param {string} pathname decoded
 * @returns {string | undefined} where to redirect, if anywhere
 */
function pageAlias(pages, pathname) {
  // Trailing slashes off by hand: /\/+$/ backtracks quadratically on "////…/a".
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  const bare = pathname.slice(0, end).replace(/(?:\/index)?(?:\.html?)?$/i, "") || "/";
  const page = pages.get(bare.toLowerCase());
  if (page === undefined || pathname === page || pathname === `${page}/`) return undefined;
  return page;
}

/**
 * The copy the client accepts: brotli, gzip or the file as it is.
 * @param {SiteFile} file
 * @param {string | undefined} accepted the Accept-Encoding header
 */
function pick(file, accepted) {
  if (accepted) {
    if (file.br && BROTLI.test(accepted)) return file.br;
    if (file.gzip && GZIP.test(accepted)) return file.gzip;
  }
  return file.identity;
}

/**
 * If-None-Match: `*`, or one of its tags, compared weakly (a `W/` prefix is ignored).
 * @param {string} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === `W/${etag}`;
  });
}

/**
 * The site's request handler: every file of `buildDir/client`, held in memory with
 * its precompressed copies and headers (see site-files.js), and the 404 page for
 * anything else. Only files listed at start are ever sent, so no spelling of `..`
 * reaches outside the client folder.
 * @param {SiteOptions} options
 * @returns {(req: Request, res: Response) => void}
 */
function createHandler({ buildDir, https = false, log }) {
  const clientDir = join(buildDir, "client");
  const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
  const baseHeaders = securityHeaders(hashes, { https });
  const { files, names } = loadSiteFiles(clientDir, baseHeaders);
  // Each language's not-found page, longest prefix first; the build always has one at "".
  const notFound = notFoundPages(
    readdirSync(clientDir, { recursive: true, encoding: "utf8" }).map((name) =>
      name.split(sep).join("/"),
    ),
  ).map(({ prefix, file }) => ({
    prefix,
    page: loadFile(
      join(clientDir, file),
      "text/html; charset=utf-8",
      baseHeaders,
      CACHE_REVALIDATE,
    ),
  }));
  if (!notFound.some(({ prefix }) => prefix === "")) {
    throw new Error(`No not-found page in ${clientDir} (404/index.html)`);
  }
  /** @param {string} pathname */
  const notFoundFor = (pathname) =>
    /** @type {SiteFile} */ (notFound.find(({ prefix }) => isUnder(pathname, prefix))?.page);
  const pages = new Map(pagePaths(names).map((path) => [path.toLowerCase(), path]));
  const logRequest = log && morgan("combined", { stream: log });

  /**
   * @param {Response} res
   * @param {number} status
   * @param {string} text
   * @param {Record<string, string>} [headers]
   */
  function sendText(res, status, text, headers) {
    const body = `${text}\n`;
    res.writeHead(status, {
      ...baseHeaders,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": CACHE_REVALIDATE,
      "Content-Length": String(Buffer.byteLength(body)),
      ...headers,
    });
    res.end(body);
  }

  /**
   * A part of the file for a valid `Range`; anything else gets the whole file.
   * @param {Request} req @param {Response} res @param {Representation} sent
   * @returns {boolean} whether the request was answered
   */
  function sendRange(req, res, sent) {
    const match = SIMPLE_RANGE.exec(req.headers.range ?? "");
    const ifRange = req.headers["if-range"];
    if (!match || (ifRange !== undefined && ifRange !== sent.etag)) return false;
    const size = sent.body.length;
    const start = Number(match[1]);
    const last = match[2] ? Number(match[2]) : Infinity;
    if (last < start) return false;
    if (start >= size) {
      sendText(res, 416, "Range Not Satisfiable", { "Content-Range": `bytes */${size}` });
      return true;
    }
    const end = Math.min(last, size - 1);
    res.writeHead(206, {
      ...sent.headers,
      "Content-Range": `bytes ${start}-${end}/${size}`,
      "Content-Length": String(end - start + 1),
    });
    res.end(sent.body.subarray(start, end + 1));
    return true;
  }

  /** @param {Request} req @param {Response} res @param {SiteFile} file @param {number} status */
  function sendFile(req, res, file, status) {
    const sent = pick(file, req.headers["accept-encoding"]);
    if (status === 200) {
      const ifNoneMatch = req.headers["if-none-match"];
      if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, sent.etag)) {
        res.writeHead(304, sent.notModified);
        res.end();
        return;
      }
      if (req.headers.range !== undefined && sendRange(req, res, sent)) return;
    }
    res.writeHead(status, sent.headers);
    res.end(sent.body); // Node sends no body for HEAD, and keeps Content-Length
  }

  /** @param {Request} req @param {Response} res */
  function handle(req, res) {
    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      sendText(res, 405, "Method Not Allowed", { Allow: ALLOW });
      return;
    }
    const url = req.url ?? "/";
    if (url.length > MAX_URL_LENGTH) {
      sendText(res, 414, "URI Too Long");
      return;
    }
    const pathname = lookupPath(url);
    const file = files.get(pathname);
    if (file) {
      sendFile(req, res, file, 200);
      return;
    }
    const alias = pageAlias(pages, pathname);
    if (alias !== undefined) {
      const query = url.indexOf("?");
      res.writeHead(301, {
        ...baseHeaders,
        "Cache-Control": CACHE_REVALIDATE,
        Location: query === -1 ? alias : alias + url.slice(query),
      });
      res.end();
      return;
    }
    sendFile(req, res, notFoundFor(pathname), 404);
  }

  return function handleSafely(req, res) {
    try {
      if (logRequest) logRequest(req, res, () => {});
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
