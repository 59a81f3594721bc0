// @ts-check
/**
 * Where the Node server and nginx (deploy/nginx.conf) answer the same request with a
 * different status class, on purpose or because a parser cannot be changed. Everywhere
 * else the property test (against-nginx.test.js) holds them to the same class (2xx,
 * 3xx, 4xx). And where nginx sends a coding that Accept-Encoding refuses, which the
 * encoding property holds both servers to. docs/decisions/0006-server-from-memory.md
 * lists them too.
 */
import { SIMPLE_RANGE } from "../../server/app.js";
import { refuses } from "./accept-encodings.js";
import { requestBytes } from "./odd-requests.js";

/** @typedef {import("./odd-requests.js").OddRequest} OddRequest */
/**
 * @typedef {object} Exchange one request and the status each server answered
 * @property {OddRequest} request
 * @property {number} ours
 * @property {number} nginx 0: nginx answered without a status line
 */

/** @param {OddRequest} request @param {string} name */
const header = (request, name) =>
  request.headers.find(([field]) => field.toLowerCase() === name.toLowerCase())?.[1];
/** @param {number} status */
const statusClass = (status) => Math.floor(status / 100);
/** Node's limit on the request line and headers together (http.maxHeaderSize). */
const NODE_MAX_HEAD = 16 * 1024;
/** nginx's default client_max_body_size. */
const NGINX_MAX_BODY = 1024 * 1024;

/** @type {{ why: string, applies: (exchange: Exchange) => boolean }[]} */
const DIFFERENCES = [
  {
    // nginx still speaks HTTP/0.9: a line without a version (or cut short by a raw
    // LF) gets the bare body, no status line. Node answers 400.
    why: "nginx answers a request line without a version in HTTP/0.9",
    applies: ({ request, nginx }) =>
      nginx === 0 && !/^\S+ +\S+ +HTTP\//.test(requestBytes(request).toString("latin1")),
  },
  {
    // A major version above 1 (HTTP/2.0, HTTP/11) is nginx's 505; ours answers 400,
    // since a client's mistake never gets a 5xx here.
    why: "nginx answers 505 to HTTP/2 and above, ours 400",
    applies: ({ ours, nginx }) => nginx === 505 && ours === 400,
  },
  {
    // Node's parser (llhttp) refuses these before our code runs, where nginx takes
    // them: HTTP/1.2 to 1.9, a scheme with other than letters (h2c://), and a raw DEL
    // or byte above it in the target, which RFC 9112 does not allow there.
    why: "Node's parser refuses what nginx reads",
    applies: ({ request, ours }) =>
      ours === 400 &&
      (/^HTTP\/1\.[2-9]$/.test(request.version) ||
        /^[A-Za-z]*[^A-Za-z/][^:/]*:\/\//.test(request.target) ||
        /[\x7f-\xff]/.test(request.target)),
  },
  {
    // Node allows 16 KB of request line and headers in all (431 above); nginx 8 KB per
    // line, in up to four lines' worth of buffers.
    why: "a request head over Node's 16 KB",
    applies: ({ request, ours }) =>
      ours === 431 && requestBytes(request).indexOf("\r\n\r\n") > NODE_MAX_HEAD,
  },
  {
    // nginx refuses a body it would not read anyway, over 1 MB (client_max_body_size);
    // ours reads no body of a GET or HEAD, and answers as if there were none.
    why: "nginx refuses a declared body over 1 MB",
    applies: ({ request, nginx }) =>
      nginx === 413 && Number(header(request, "Content-Length")) > NGINX_MAX_BODY,
  },
  {
    // Ours reads one plain range (bytes=first-[last]) and ignores any other Range, as
    // RFC 9110 (14.2) allows, sending the whole file; nginx answers 416 to a broken one.
    why: "ours ignores a Range it does not read, nginx answers 416",
    applies: ({ request, ours, nginx }) => {
      const match = SIMPLE_RANGE.exec(header(request, "Range") ?? "");
      const read = match !== null && (!match[2] || Number(match[1]) <= Number(match[2]));
      return nginx === 416 && !read && statusClass(ours) !== 4;
    },
  },
  {
    // nginx's gzip_static ignores Range and sends the whole .gz; ours sends the range
    // of the copy it picked, so a range past its end is a 416.
    why: "nginx ignores Range on a gzip copy",
    applies: ({ request, ours, nginx }) =>
      ours === 416 &&
      statusClass(nginx) === 2 &&
      /gzip/i.test(header(request, "Accept-Encoding") ?? ""),
  },
];

/**
 * Why the two answers may differ in class, or undefined when they must not.
 * @param {Exchange} exchange
 */
export function deliberateDifference(exchange) {
  return DIFFERENCES.find(({ applies }) => applies(exchange))?.why;
}

/** @typedef {import("./accept-encodings.js").Entry} Entry */

/**
 * Where nginx's gzip_static sends the file as it is although the header refuses that and
 * accepts gzip: it looks for the word "gzip" alone, at the start or after a comma or a
 * space, and reads only that entry's q. (It also sends gzip whenever gzip's q is above
 * 0, even where identity's is higher; the header accepts both then, so no rule breaks.)
 * @type {{ why: string, applies: (entries: Entry[]) => boolean }[]}
 */
const ENCODING_DIFFERENCES = [
  {
    why: "nginx never reads `*`: gzip accepted only through it is not sent",
    applies: (entries) => !entries.some(({ name }) => name.toLowerCase() === "gzip"),
  },
  {
    why: "nginx reads gzip's entry only at the start or after a comma or a space, not a tab",
    applies: (entries) =>
      entries.some(
        ({ name, before }, index) =>
          index > 0 && name.toLowerCase() === "gzip" && before.includes("\t"),
      ),
  },
];

/**
 * Why nginx may send the file as it is where the header refuses it (`identity;q=0` or
 * `*;q=0`) and accepts gzip, or undefined when it must not.
 * @param {Entry[]} entries the header's, as generated
 */
export function encodingDifference(entries) {
  if (!refuses(entries, "identity") || refuses(entries, "gzip")) return undefined;
  return ENCODING_DIFFERENCES.find(({ applies }) => applies(entries))?.why;
}
