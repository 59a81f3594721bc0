// @ts-check
/**
 * The one source of the site's security headers. The Node server, the static
 * hosts' `_headers` file and the nginx include are all generated from here
 * (see scripts/make-site/postbuild.js and docs/decisions/0002-content-security-policy.md).
 */

/**
 * @typedef {{ scriptHashes: string[], styleHashes: string[], imageOrigins?: string[] }} InlineHashes
 *   What the built pages need the policy to allow (scripts/make-site/inline-hashes.js):
 *   sha256 sources ('sha256-…') of their inline scripts and styles, and the origins of
 *   their images besides the site's own (the tour's stock photo host, while a stop uses it).
 */

/**
 * @param {InlineHashes} hashes
 * @returns {string}
 */
function contentSecurityPolicy({ scriptHashes, styleHashes, imageOrigins = [] }) {
  const quoted = (/** @type {string[]} */ list) => list.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...quoted(scriptHashes)].join(" "),
    ["style-src 'self'", ...quoted(styleHashes)].join(" "),
    ["img-src 'self' data:", ...imageOrigins].join(" "),
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
 * Headers for every response of the site; HSTS is added only where the host serves HTTPS
 * (the static hosts' `_headers`; nginx on a TLS connection).
 * @param {InlineHashes} hashes
 * @returns {Record<string, string>}
 */
export function securityHeaders(hashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(hashes),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The editor at /admin (Sveltia CMS, docs/decisions/0023-editors-in-a-browser.md): a page
 * of its own with a policy of its own, allowing what the editor needs and nothing else:
 * its own code from this origin (bundled, no CDN); the styles it injects; images and
 * previews it makes as blob: and data: URLs; and the git host it saves to, derived from
 * the build's settings (SITE_CMS_*, app/content/site-settings.js), which the build writes
 * to `admin-backend.json` for the Node server, with the stock photo host whose photos a
 * stop of the tour may show (`photoHosts`, app/content/tour-rules.ts).
 * @typedef {{ backend: "github" | "gitlab" | "gitea", baseUrl?: string, apiRoot?: string, photoHosts?: string[] }} AdminBackend
 */

/** Where each git host answers and keeps avatars, and where the editor reads its status. */
const GIT_HOSTS = {
  github: {
    api: "https://api.github.com",
    images: ["https://*.githubusercontent.com"],
    status: ["https://www.githubstatus.com"],
  },
  gitlab: {
    api: "https://gitlab.com",
    images: ["https://gitlab.com", "https://secure.gravatar.com"],
    status: ["https://status-api.hostedstatus.com"],
  },
  gitea: { api: "https://gitea.com", images: ["https://gitea.com"], status: [] },
};

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * The hosts the editor talks to: the API, and for GitLab, Gitea and Forgejo the host itself,
 * where a PKCE sign-in exchanges its code (GitHub's sign-in is a popup, not a request).
 * @param {AdminBackend} backend
 */
function gitHostSources({ backend, baseUrl, apiRoot }) {
  const known = GIT_HOSTS[backend];
  if (backend === "github") {
    const api = apiRoot ? originOf(apiRoot) : known.api;
    return {
      connect: [api, ...(apiRoot ? [] : known.status)],
      images: apiRoot ? [api, ...known.images] : known.images,
    };
  }
  const host = baseUrl ? originOf(baseUrl) : known.api;
  const api = apiRoot ? originOf(apiRoot) : host;
  const own = host === known.api;
  return {
    connect: [...new Set([api, host]), ...(own ? known.status : [])],
    images: own ? known.images : [...new Set([host, ...known.images.slice(1)])],
  };
}

/** @param {AdminBackend} backend */
function adminContentSecurityPolicy(backend) {
  const { connect, images } = gitHostSources(backend);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The editor injects its styles (style elements and attributes).
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' blob: data:", ...images, ...(backend.photoHosts ?? [])].join(" "),
    "font-src 'self'",
    ["connect-src 'self' blob: data:", ...connect].join(" "),
    // The preview is a frame of a blob: document, which inherits this policy.
    "frame-src blob:",
    "media-src blob:",
    "manifest-src blob:",
    "object-src 'none'",
    // 'self', not 'none': the preview's document sets <base href> to this origin.
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers of the editor's page: the site's, with the editor's policy, kept out of search
 * engines, and a sign-in popup allowed to report back (Cross-Origin-Opener-Policy
 * `same-origin` cuts it off; GitLab's needs no policy at all).
 * @param {AdminBackend} backend
 * @returns {Record<string, string>}
 */
export function adminHeaders(backend) {
  return {
    ...securityHeaders({ scriptHashes: [], styleHashes: [] }),
    "Content-Security-Policy": adminContentSecurityPolicy(backend),
    // GitLab's popup needs none (Sveltia CMS's troubleshooting notes); "unsafe-none" is
    // none, written so that a static host replaces the site's value instead of keeping it.
    "Cross-Origin-Opener-Policy":
      backend.backend === "gitlab" ? "unsafe-none" : "same-origin-allow-popups",
    "X-Robots-Tag": "noindex",
  };
}

/** The editor's page, at /admin and /admin/ (its code is among the hashed assets). */
export const ADMIN_PREFIX = "/admin";

/** @param {string} pathname */
export const isAdminPath = (pathname) =>
  pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);

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
