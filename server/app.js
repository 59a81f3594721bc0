// @ts-check
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import morgan from "morgan";
import { isUnder, notFoundPages, pagePaths } from "./page-paths.js";
import { answerClientError, answerConnect, readRequest } from "./refusals.js";
import { CACHE_REVALIDATE, adminHeaders, securityHeaders } from "./security-headers.js";
import { listClientFiles, loadFile, loadSiteFiles, readAdminBackend } from "./site-files.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {import("./site-files.js").SiteFile} SiteFile */
/** @typedef {import("./site-files.js").Representation} Representation */
/**
 * @typedef {object} SiteOptions
 * @property {string} buildDir
 * @property {{ write(line: string): unknown }} [log] one line per request goes here
 */

/** One plain byte range; anything else is ignored (the whole file is sent, as RFC 9110 allows). */
export const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

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
 * If-None-Match: `*` alone (RFC 9110 allows it in no list), or one of its tags,
 * compared weakly (a `W/` prefix is ignored).
 * @param {string} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === etag || trimmed === `W/${etag}`;
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
function createHandler({ buildDir, log }) {
  const clientDir = join(buildDir, "client");
  const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
  const baseHeaders = securityHeaders(hashes);
  // The editor's page has a policy of its own, for the git host the build was made for.
  const backend = readAdminBackend(buildDir);
  const { files, names } = loadSiteFiles(clientDir, baseHeaders, backend && adminHeaders(backend));
  // Each language's not-found page, longest prefix first; the build always has one at "".
  const notFound = notFoundPages(listClientFiles(clientDir)).map(({ prefix, file }) => ({
    prefix,
    page: loadFile(
      join(clientDir, file),
      "text/html; charset=utf-8",
      baseHeaders,
      CACHE_REVALIDATE,
    ),
  }));
  const fallback = notFound.find(({ prefix }) => prefix === "");
  if (!fallback) throw new Error(`No not-found page in ${clientDir} (404/index.html)`);
  /** @param {string} pathname */
  const notFoundFor = (pathname) =>
    (notFound.find(({ prefix }) => isUnder(pathname, prefix)) ?? fallback).page;
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
    // The copy the client prefers (encodings.js): brotli, gzip or the file as it is.
    const sent = file[file.choose(req.headers["accept-encoding"])] ?? file.identity;
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
    const read = readRequest(req);
    if ("status" in read) {
      sendText(res, read.status, read.text, read.headers);
      return;
    }
    const { path: pathname, query } = read;
    const file = files.get(pathname);
    if (file) {
      sendFile(req, res, file, 200);
      return;
    }
    const alias = pageAlias(pages, pathname);
    if (alias !== undefined) {
      res.writeHead(301, {
        ...baseHeaders,
        "Cache-Control": CACHE_REVALIDATE,
        Location: alias + query,
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

/**
 * The whole site server, not yet listening: `npm start` listens on it, the
 * server's tests start it on a free port against a small fixture build.
 * @param {SiteOptions} options
 */
export function createSiteServer(options) {
  const server = createServer(createHandler(options));
  server.on("clientError", answerClientError);
  server.on("connect", answerConnect);
  return server;
}
