// @ts-check
/**
 * The path a request target asks for, read the way nginx reads it, so the Node server
 * and deploy/nginx.conf answer the same request with the same file (the property test
 * in against-nginx.test.js compares them):
 * - origin-form (`/vision?x`) is the usual target; absolute-form
 *   (`http://any.host/vision?x`), which a server must accept (RFC 9112, 3.2.2), is
 *   served by its path, as nginx serves it; its host is checked as nginx checks it, and
 *   otherwise ignored, since this server has one site.
 * - asterisk-form (`*`, for OPTIONS), authority-form (`host:port`, for CONNECT) and
 *   anything else are not paths: the caller answers 400.
 * - the path is percent-decoded, every escape included (`%2f` is a slash, `%2e` a dot),
 *   then its empty and dot segments are removed (`//a/./b/../c` is `/a/c`). A broken
 *   escape, an encoded NUL or a `..` above the root is a 400, as in nginx.
 * Only files read at start are ever served, so this decides which one, never whether a
 * file outside the client folder can be reached: none can.
 */

/** scheme "://" host [":" port], then the path, the query or nothing (nginx's grammar). */
const ABSOLUTE_FORM =
  /^[A-Za-z][A-Za-z0-9+.-]*:\/\/(\[[\w.:~!$&'()*+,;=-]*\]|[A-Za-z0-9.-]*)(?::\d*)?(?=[/?]|$)/;
/** A `%` not followed by two hex digits. */
const BROKEN_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/**
 * Whether nginx accepts the host of an absolute-form target: not empty once a final
 * dot is dropped, and no empty label (`a..b`).
 * @param {string} host
 */
function validHost(host) {
  const name = host.endsWith(".") ? host.slice(0, -1) : host;
  return name !== "" && !name.includes("..");
}

/**
 * `/a//b/./c/../d` → `/a/b/d`, on the decoded path; undefined when `..` climbs above
 * the root. A final `.` or `..` leaves a trailing slash, as RFC 3986 (5.2.4) does.
 * @param {string} decoded starts with "/"
 */
function removeDotSegments(decoded) {
  const segments = decoded.split("/");
  /** @type {string[]} */
  const kept = [];
  for (const segment of segments.slice(1)) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") kept.push(segment);
    else if (kept.pop() === undefined) return undefined;
  }
  const last = segments.at(-1);
  const slash = kept.length > 0 && (last === "" || last === "." || last === "..");
  return `/${kept.join("/")}${slash ? "/" : ""}`;
}

/**
 * @param {string} url the request target, as received
 * @returns {{ path: string, query: string } | undefined} the decoded, normalised path
 *   and the query (`?…`, or ""); undefined when the target is not a path we serve
 */
export function parseTarget(url) {
  let rest = url;
  if (!url.startsWith("/")) {
    const absolute = ABSOLUTE_FORM.exec(url);
    if (!absolute || !validHost(absolute[1] ?? "")) return undefined;
    rest = url.slice(absolute[0].length);
    if (!rest.startsWith("/")) rest = `/${rest}`; // `http://host` and `http://host?x` ask for "/"
  }
  // A fragment has no place in a request; like nginx, ignore it and what follows.
  const hash = rest.indexOf("#");
  const sent = hash === -1 ? rest : rest.slice(0, hash);
  const question = sent.indexOf("?");
  const raw = question === -1 ? sent : sent.slice(0, question);
  if (BROKEN_ESCAPE.test(raw)) return undefined;
  // One character per byte, so that `%c3%a9` becomes the two bytes of "é".
  const bytes = raw.replace(/%([0-9A-Fa-f]{2})/g, (_, hex) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  if (bytes.includes("\0")) return undefined;
  const normalized = removeDotSegments(bytes);
  if (normalized === undefined) return undefined;
  return {
    // Bytes that are not UTF-8 become U+FFFD, which no file of the build is named with.
    path: Buffer.from(normalized, "latin1").toString("utf8"),
    query: question === -1 ? "" : sent.slice(question),
  };
}
