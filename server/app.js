// @ts-check
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sirv from "sirv";
import { cacheControlFor, securityHeaders } from "./security-headers.js";

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */

const ALLOWED_METHODS = "GET, HEAD";
/** The prerendered not-found page must only ever be served with status 404. */
const NOT_FOUND_PATHS = /^\/(404(\/|\/index\.html|\.html)?|__spa-fallback\.html)$/;
/** One plain byte range; anything else is ignored (the whole file is sent, as RFC 9110 allows). */
const SIMPLE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

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
 * @param {{ buildDir: string, https?: boolean }} options
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

  const serveStatic = sirv(clientDir, {
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControlFor(pathname));
    },
  });

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
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  return function handle(req, res) {
    for (const [name, value] of Object.entries(baseHeaders)) res.setHeader(name, value);

    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: ALLOWED_METHODS, "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }

    const range = req.headers.range;
    if (range !== undefined) {
      const match = SIMPLE_RANGE.exec(range);
      if (!match || (match[2] && Number(match[2]) < Number(match[1]))) delete req.headers.range;
    }

    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    if (NOT_FOUND_PATHS.test(pathname)) {
      sendNotFound(req, res);
      return;
    }
    serveStatic(req, res, () => sendNotFound(req, res));
  };
}
