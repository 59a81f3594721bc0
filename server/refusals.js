// @ts-check
/**
 * What the server refuses before it looks anything up, and the answers it writes
 * itself to requests that never reach the handler (a request Node's parser cannot
 * read, CONNECT). A client's mistake gets a 4xx here, never a 5xx, and logs nothing.
 */
import { parseTarget } from "./request-target.js";
import { ALLOWED_METHODS } from "./security-headers.js";

/** @typedef {import("node:http").IncomingMessage} Request */

const ALLOW = ALLOWED_METHODS.join(", ");
/** Far above any URL of the site; longer ones are refused before any lookup. */
const MAX_URL_LENGTH = 8192;

/** @typedef {{ status: number, text: string, headers?: Record<string, string> }} Refusal */

const BAD_REQUEST = { status: 400, text: "Bad Request" };
const NOT_ALLOWED = { status: 405, text: "Method Not Allowed", headers: { Allow: ALLOW } };

/**
 * The path and query a request asks for, or why it is refused before any lookup, in
 * nginx's order: first what makes the request line unreadable (414, 400), then a
 * method other than GET or HEAD (405). So `OPTIONS *` is a 400, as in nginx: `*` is no
 * path, whatever the method; `OPTIONS /` is a 405.
 * @param {Request} req
 * @returns {Refusal | { path: string, query: string }}
 */
export function readRequest(req) {
  const url = req.url ?? "/";
  if (url.length > MAX_URL_LENGTH) return { status: 414, text: "URI Too Long" };
  // Node's parser lets HTTP/0.9 (a line without a version) and "HTTP/2.0" through;
  // HTTP/2 is never spoken in text lines. nginx answers 505 to the latter, but a
  // client's mistake is never a 5xx here.
  if (req.httpVersionMajor !== 1) return BAD_REQUEST;
  const target = parseTarget(url);
  if (!target) return BAD_REQUEST;
  if (!ALLOWED_METHODS.includes(req.method ?? "")) return NOT_ALLOWED;
  return target;
}

/**
 * An answer written straight to the socket, which is then closed: for requests that
 * never reach the handler.
 * @param {import("node:stream").Duplex} socket
 * @param {Refusal} refusal
 */
function answerRaw(socket, { status, text, headers = {} }) {
  const fields = Object.entries({ ...headers, Connection: "close", "Content-Length": "0" })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.end(`HTTP/1.1 ${status} ${text}\r\n${fields}\r\n`);
}

/** Node's parser rejected the request before the handler saw it. */
const CLIENT_ERROR_STATUS = /** @type {Record<string, Refusal>} */ ({
  HPE_HEADER_OVERFLOW: { status: 431, text: "Request Header Fields Too Large" },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: "Request Timeout" },
});

/**
 * Malformed request lines, oversized headers and the like: answer 4xx, never crash
 * and never 5xx (Node's default would be a bare 400 without a reason for all of them).
 * @param {Error & { code?: string }} error
 * @param {import("node:stream").Duplex} socket
 */
export function answerClientError(error, socket) {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  answerRaw(socket, CLIENT_ERROR_STATUS[error.code ?? ""] ?? BAD_REQUEST);
}

/**
 * CONNECT: Node hands its socket over instead of calling the handler (and closes it
 * when nobody listens, with no answer at all). Answered as nginx answers it: 400 for
 * its usual authority-form target (`host:443`), else 405.
 * @param {Request} req
 * @param {import("node:stream").Duplex} socket
 */
export function answerConnect(req, socket) {
  // Node no longer listens for this socket's errors: a reset must not crash the process.
  socket.on("error", () => socket.destroy());
  const read = readRequest(req);
  answerRaw(socket, "status" in read ? read : NOT_ALLOWED);
}
