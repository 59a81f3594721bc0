// @ts-check
/**
 * A small fake build for the server's tests (no Vite build needed), and a raw
 * HTTP/1.1 client: fetch and node:http normalise or refuse the very requests an
 * attacker would send (`..`, `%00`, backslashes, broken request lines).
 */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createSiteServer } from "../../server/app.js";

/** In every file that must never be served; no response may contain it. */
export const SECRET = "TOP-SECRET-6f1d2c";
/**
 * In a file outside the client folder that symbolic links inside it point to: never
 * sent by our server; nginx follows such links (its default), so it is a marker of
 * its own.
 */
export const LINKED_SECRET = "LINKED-SECRET-93be07";

/** @param {string} text */
const sha256 = (text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** @param {string} title @param {string} script */
const page = (title, script) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><main><h1>${title}</h1><p>${"Lorem ipsum dolor sit amet. ".repeat(40)}</p></main>` +
  `<script>${script}</script></body></html>`;

const HOME_SCRIPT = "window.__page = 'home';";
const VISION_SCRIPT = "window.__page = 'vision';";
export const ASSET = "/assets/app-abc123.js";
/** An iCalendar file outside /assets, as the admission dates are published. */
export const CALENDAR = "/nova-academy-admissions.ics";

/**
 * Writes the fixture build into a new temp folder. Secrets sit inside client/ as
 * dotfiles, next to it (build/secret.txt), in a sibling folder whose name starts
 * like "client" (the classic `startsWith(root)` check would let that one through),
 * and behind symbolic links from client/ to a file and a folder outside it.
 */
export function createFixtureBuild() {
  const buildDir = mkdtempSync(join(tmpdir(), "nova-server-test-"));
  /** @param {string} path @param {string | Buffer} body */
  const write = (path, body) => {
    mkdirSync(dirname(join(buildDir, path)), { recursive: true });
    writeFileSync(join(buildDir, path), body);
  };
  /** @param {string} path @param {string} body the file and its .br and .gz copies */
  const writeCompressed = (path, body) => {
    write(path, body);
    write(`${path}.br`, brotliCompressSync(body));
    write(`${path}.gz`, gzipSync(body));
  };

  const notFound = page("Oops! Page not found", "");
  const notFoundSpanish = page("¡Vaya! Página no encontrada", "");
  writeCompressed("client/index.html", page("Home", HOME_SCRIPT));
  writeCompressed("client/vision/index.html", page("Our Vision", VISION_SCRIPT));
  writeCompressed("client/404/index.html", notFound);
  writeCompressed("client/404.html", notFound);
  // A second language under its prefix, with its own not-found page.
  writeCompressed("client/es/index.html", page("Inicio", HOME_SCRIPT));
  writeCompressed("client/es/404/index.html", notFoundSpanish);
  writeCompressed("client/es/404.html", notFoundSpanish);
  writeCompressed(`client${ASSET}`, `console.log("app");\n${"export const x = 1;\n".repeat(50)}`);
  writeCompressed(
    `client${CALENDAR}`,
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Nova Academy//Test//EN\r\nEND:VCALENDAR\r\n",
  );
  write("client/_headers", "/*\n  X-Test: 1\n");
  write("client/.env", `TOKEN=${SECRET}\n`);
  write("client/.git/config", `[core]\n  secret = ${SECRET}\n`);
  write("client/assets/.hidden", SECRET);
  write("secret.txt", SECRET);
  write("client-secret/secret.txt", SECRET);
  write("outside/secret.txt", LINKED_SECRET);
  symlinkSync("../outside/secret.txt", join(buildDir, "client/linked-secret.txt"));
  symlinkSync("../outside", join(buildDir, "client/linked-dir"));
  // A real file whose precompressed copies are links out of the folder.
  write("client/linked-copies.txt", "plain\n");
  for (const copy of ["br", "gz"])
    symlinkSync("../outside/secret.txt", join(buildDir, `client/linked-copies.txt.${copy}`));

  const hashes = {
    scriptHashes: [sha256(HOME_SCRIPT), sha256(VISION_SCRIPT)].sort(),
    styleHashes: [],
    // A photo host, as the build finds one in the pages' images.
    imageOrigins: ["https://photos.example"],
  };
  write("inline-hashes.json", JSON.stringify(hashes));
  return { buildDir, hashes, cleanup: () => rmSync(buildDir, { recursive: true, force: true }) };
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: Buffer, raw: Buffer }} RawResponse
 *   status 0: the connection closed without a response.
 */

/** @param {Buffer} body */
function unchunk(body) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** @param {Buffer} raw @returns {RawResponse} */
function parseResponse(raw) {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return { status: 0, headers: {}, body: Buffer.alloc(0), raw };
  const [statusLine = "", ...lines] = raw.subarray(0, end).toString("latin1").split("\r\n");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  const rest = raw.subarray(end + 4);
  const body = headers["transfer-encoding"] === "chunked" ? unchunk(rest) : rest;
  return { status: Number(statusLine.split(" ")[1] ?? 0), headers, body, raw };
}

/**
 * Whether `raw` holds a whole response: its headers, and as much body as its
 * Content-Length says (none for HEAD, 1xx, 204 and 304).
 * @param {Buffer} raw @param {boolean} head
 */
function isComplete(raw, head) {
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const { status, headers } = parseResponse(raw);
  if (head || status < 200 || status === 204 || status === 304) return true;
  const length = headers["content-length"];
  return length !== undefined && raw.length - end - 4 >= Number(length);
}

/** How long a server may keep a connection open after a whole response. */
const LINGER_MS = 200;

/**
 * Sends bytes exactly as given and reads until the server closes the connection, or
 * until LINGER_MS after a whole response: nginx keeps reading a body that was
 * announced and never sent for seconds (its "lingering close") before it closes.
 * @param {number} port
 * @param {string | Buffer} request
 * @param {{ head?: boolean }} [options] head: the request is a HEAD, its answer has no body
 * @returns {Promise<RawResponse>}
 */
export function rawRequest(port, request, { head = false } = {}) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    /** @type {NodeJS.Timeout | undefined} */
    let linger;
    const socket = connect(port, "127.0.0.1");
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within 5 s to ${String(request).slice(0, 80)}`));
    }, 5000);
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(linger);
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (!linger && isComplete(Buffer.concat(chunks), head))
        linger = setTimeout(() => socket.destroy(), LINGER_MS);
    });
    socket.on("close", finish);
    // The server may answer and close while a huge request is still being written.
    socket.on("error", () => socket.destroy());
    socket.write(request);
  });
}

/**
 * @param {number} port
 * @param {string} target the request target, sent as is
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 */
export function request(port, target, { method = "GET", headers = {} } = {}) {
  const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  return rawRequest(port, `${method} ${target} HTTP/1.1\r\n${lines.join("")}\r\n`);
}

/** Starts a server on a free port of the loopback address. @param {import("node:http").Server} server */
export async function listen(server) {
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  return /** @type {import("node:net").AddressInfo} */ (server.address()).port;
}

/** Stops a server, its open connections too. @param {import("node:http").Server} server */
export async function close(server) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * The site's server on a new fixture build, on a free port: for a test file's
 * beforeAll, with `stop` for its afterAll.
 */
export async function startFixtureServer() {
  const fixture = createFixtureBuild();
  const server = createSiteServer({ buildDir: fixture.buildDir });
  const port = await listen(server);
  const stop = async () => {
    await close(server);
    fixture.cleanup();
  };
  return { fixture, port, stop };
}
