// @ts-check
/**
 * fast-check generators of the requests a scanner or a broken client sends: request
 * lines with odd methods, targets (origin-form paths with odd bytes, percent-encodings,
 * dot segments, NUL, overlong UTF-8; absolute-form, asterisk, authority-form) and
 * versions, and odd Range, If-None-Match, Accept-Encoding and Content-Length headers.
 * Every string is Latin-1, one character per byte, so any byte can be sent as it is.
 */
import fc from "fast-check";
import { ASSET, CALENDAR } from "./test-fixture.js";

/**
 * @typedef {object} OddRequest
 * @property {string} method
 * @property {string} target
 * @property {string} version "" for a request line without one
 * @property {[string, string][]} headers
 * @property {string} body sent after the headers, when Content-Length announces it
 */

/** Path segments that mean something to the site, to a file system or to a decoder. */
const SEGMENT = fc.oneof(
  fc.constantFrom(
    ...["", "", "vision", "Vision", "VISION", "es", "assets", "index", "index.html", "index.htm"],
    ...["404", "404.html", "_headers", "_redirects", "index.html.br", "index.html.gz"],
    ...[ASSET.slice(1), CALENDAR.slice(1), "app-abc123.js.gz", "nope", "vision.html"],
    ...[".", "..", ".env", ".git", "config", ".hidden", "secret.txt", "client-secret"],
    ...["linked-secret.txt", "linked-dir", "...", ".%2e", "%2e.", "%2e%2e", "%2E%2E", "%2e"],
  ),
  // Encoded separators and dots, NUL, overlong and broken UTF-8, bad escapes.
  fc.constantFrom(
    ...["%2f", "%2F", "%5c", "\\", "%00", "%c0%ae", "%c0%af", "%e0%80%ae", "%ff", "%fe%ff"],
    ...["%", "%2", "%zz", "%%", "%252e%252e", "%u002e", "%C3%A9", "%76ision", "%3f", "%23"],
    ...["..%2f", "%2e%2e%2f", "..;", ";", "~", "+", "*", "@", ":", "[", "]", "!", "$"],
  ),
  // Any bytes, printable or not: control characters, DEL, Latin-1, raw UTF-8 pairs.
  fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((byte) => String.fromCharCode(byte)) }),
  fc.string({ unit: fc.constantFrom(..."abcXYZ019-._~%/"), maxLength: 12 }),
);

const SUFFIX = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  fc.constantFrom("?", "?a=1", "?utm=%zz", "#", "#top", "?a#b", "#a?b", "?/../secret.txt"),
);

/** The site's own paths and their near misses, so that many requests find a file. */
const KNOWN = fc.constantFrom(
  ...["/", "/vision", "/vision/", "/Vision", "/vision/index.html", "/es", "/es/", "/es/nope"],
  ...[ASSET, CALENDAR, "/index.html", "/404.html", "/es/404.html", "/.env", "/_headers"],
  ...["/linked-secret.txt", "/linked-dir/secret.txt", "/assets/", "/assets/../vision"],
);

/** An origin-form target: "/" and segments, maybe a query or a fragment. */
const PATH = fc.oneof(
  fc.tuple(KNOWN, SUFFIX).map(([path, suffix]) => `${path}${suffix}`),
  fc
    .tuple(fc.array(SEGMENT, { maxLength: 6 }), fc.boolean(), SUFFIX)
    .map(([segments, slash, suffix]) => `/${segments.join("/")}${slash ? "/" : ""}${suffix}`),
);

const HOST = fc.constantFrom(
  ...["evil.example", "localhost", "127.0.0.1", "[::1]", "EVIL.example", "evil.example:443"],
  ...["evil.example:99999", "evil.example:", "", "user@evil.example", "evil..example", "evil_x"],
  ...[".evil", "evil.example.", "-", "[::1", "evil example", "%65vil.example"],
);

const TARGET = fc.oneof(
  { weight: 8, arbitrary: PATH },
  // absolute-form, as proxies are sent (and servers must accept: RFC 9112, 3.2.2)
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom("http", "https", "HTTP", "ftp", "h2c", "a+b.c-d", "1http"), HOST)
      .chain(([scheme, host]) =>
        fc.oneof(fc.constant(""), PATH, SUFFIX).map((rest) => `${scheme}://${host}${rest}`),
      ),
  },
  // asterisk-form (only OPTIONS may use it), authority-form (only CONNECT), and others
  fc.constantFrom("*", "*/vision", "**", "evil.example:443", "127.0.0.1:80", "[::1]:443"),
  fc.constantFrom("vision", "./vision", "../secret.txt", "\\vision", "%2fvision", "?a", "#", "~"),
  fc.constantFrom(`/${"a".repeat(9000)}`, `/vision?${"q".repeat(7000)}`, "/".repeat(5000)),
);

const METHOD = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("GET", "HEAD") },
  fc.constantFrom("OPTIONS", "CONNECT", "POST", "PUT", "DELETE", "TRACE", "PATCH", "PRI"),
  fc.constantFrom("get", "FOO", "G-T", "GET\tX", "", "M-SEARCH", "PROPFIND", "QUERY"),
);

const VERSION = fc.oneof(
  { weight: 8, arbitrary: fc.constant("HTTP/1.1") },
  fc.constantFrom("HTTP/1.0", "HTTP/1.2", "HTTP/1.9", "HTTP/2.0", "HTTP/3.0", "HTTP/0.9"),
  fc.constantFrom("", "http/1.1", "HTTP/11", "HTTP/1.1 x", "HTTP/1", "HTTP/01.1", "HTTX/1.1"),
);

/** Sizes of the "huge" values: under both servers' limits, and over them. */
const HUGE = fc.constantFrom(1000, 6000, 20_000);

const RANGE = fc.oneof(
  fc.constantFrom("bytes=0-10", "bytes=5-", "bytes=-5", "bytes=-0", "bytes=10-5", "bytes=0-0"),
  fc.constantFrom("bytes=0-0,5-9", "bytes=999999-", "bytes=0-99999999999999999999", "bytes="),
  fc.constantFrom("bytes=abc", "items=0-5", "bytes= 0-5", "BYTES=0-5", "bytes=0-5,", "bytes=--1"),
  HUGE.map((size) => `bytes=${"0-1,".repeat(size / 4)}0-1`),
);

const ETAG = fc.oneof(
  fc.constantFrom("*", '"abc"', 'W/"abc"', "abc", '"', ",", '*, "abc"', 'W/"', '""'),
  HUGE.map((size) => `"${"e".repeat(size)}"`),
);

export const ENCODING = fc.oneof(
  fc.constantFrom("gzip", "br", "gzip, br", "*", "identity;q=0", "br;q=0", "GZIP", "x-gzip"),
  fc.constantFrom("gzip;q=0, br;q=0", "", ",,,", "deflate", "zstd"),
  HUGE.map((size) => "gzip, ".repeat(size / 6)),
);

/** Content-Length, and the body sent after the headers (only what a valid value announces). */
const LENGTH = fc.oneof(
  fc.constant({ value: "0", body: "" }),
  fc.constantFrom("5", "00005", " 5").map((value) => ({ value, body: "hello" })),
  fc.constantFrom("abc", "-1", "5, 5", "5, 6", "0x10", "99999999999999999999", "2000000", "1e3"),
);

/** Absent two times in three. @template T @param {fc.Arbitrary<T>} arbitrary */
const maybe = (arbitrary) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

/** A whole request; Connection: close, so each server closes once it has answered. */
export const oddRequest = fc
  .record({
    method: METHOD,
    target: TARGET,
    version: VERSION,
    host: fc.oneof({ weight: 12, arbitrary: fc.constant(true) }, fc.constant(false)),
    range: maybe(RANGE),
    ifNoneMatch: maybe(ETAG),
    acceptEncoding: maybe(ENCODING),
    length: maybe(LENGTH),
  })
  .map(({ method, target, version, host, range, ifNoneMatch, acceptEncoding, length }) => {
    /** @type {[string, string][]} */
    const headers = [];
    if (host) headers.push(["Host", "localhost"]);
    if (range !== undefined) headers.push(["Range", range]);
    if (ifNoneMatch !== undefined) headers.push(["If-None-Match", ifNoneMatch]);
    if (acceptEncoding !== undefined) headers.push(["Accept-Encoding", acceptEncoding]);
    const declared = typeof length === "string" ? { value: length, body: "" } : length;
    if (declared) headers.push(["Content-Length", declared.value]);
    headers.push(["Connection", "close"]);
    return /** @type {OddRequest} */ ({
      method,
      target,
      version,
      headers,
      body: declared?.body ?? "",
    });
  });

/** The bytes on the wire. @param {OddRequest} request */
export function requestBytes({ method, target, version, headers, body }) {
  const line = version === "" ? `${method} ${target}` : `${method} ${target} ${version}`;
  const fields = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
  return Buffer.from(`${line}\r\n${fields}\r\n${body}`, "latin1");
}
