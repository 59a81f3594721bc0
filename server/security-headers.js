// @ts-check
/**
 * The one source of the site's security headers. The Node server, the static
 * hosts' `_headers` file and the nginx include are all generated from here
 * (see scripts/make-site/postbuild.js and docs/decisions/0002-content-security-policy.md).
 */

/** Where the tour's photos come from; the only third-party origin. */
const PHOTO_ORIGIN = "https://images.unsplash.com";

/**
 * @typedef {{ scriptHashes: string[], styleHashes: string[] }} InlineHashes
 *   sha256 sources ('sha256-…') of the inline scripts and styles in the built HTML.
 */

/**
 * @param {InlineHashes} hashes
 * @returns {string}
 */
function contentSecurityPolicy({ scriptHashes, styleHashes }) {
  const quoted = (/** @type {string[]} */ list) => list.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(" "),
    ["style-src 'self'", ...quoted(styleHashes)].join(" "),
    `img-src 'self' data: ${PHOTO_ORIGIN}`,
    "font-src 'self'",
    // No manifest-src: default-src covers the manifest, and WebKit does not know the
    // directive (it logs it as unrecognized on every page).
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * Headers for every response of the site.
 * @param {InlineHashes} hashes
 * @param {{ https: boolean }} options HSTS only where the host serves HTTPS.
 * @returns {Record<string, string>}
 */
export function securityHeaders(hashes, { https }) {
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Security-Policy": contentSecurityPolicy(hashes),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  if (https) headers["Strict-Transport-Security"] = HSTS;
  return headers;
}

/** Hashed build assets never change; everything else is revalidated on each visit. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_REVALIDATE = "no-cache";
/** Vite puts every content-hashed file here, and nothing else. */
export const IMMUTABLE_PREFIX = "/assets/";

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** A static site answers nothing else; other methods get 405 with `Allow`. */
export const ALLOWED_METHODS = ["GET", "HEAD"];
