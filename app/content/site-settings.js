// @ts-check
/**
 * The site's settings, from the environment, each with its default: SITE_NAME,
 * SITE_AUTHOR, SITE_EMAIL and SITE_URL, and where the editor at /admin saves, SITE_CMS_*
 * (README "Configuration"). Plain JavaScript and
 * free of imports, so everything can load it: the app (through site.ts), the build's
 * route config, the server, the scripts and the tests.
 */

/**
 * @typedef {object} SiteSettings
 * @property {string} name The school's name, written nowhere else.
 * @property {string} slug The name as a URL and file-name part: "Nova Academy" is "nova-academy".
 * @property {string | undefined} author The student credited in the footer; unset, each language says "a student" its own way.
 * @property {string} email
 * @property {string} url The public origin, without a trailing slash.
 */

export const DEFAULT_SITE_NAME = "Nova Academy";

/**
 * Lower-case ASCII words joined by hyphens: "École Étoile du Nord" is "ecole-etoile-du-nord".
 * @param {string} name
 */
export function slugOf(name) {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "school";
}

/**
 * A blank variable counts as unset.
 * @param {Record<string, string | undefined>} env
 * @returns {SiteSettings}
 */
export function resolveSiteSettings(env) {
  const value = (/** @type {string} */ key) => env[key]?.trim() || undefined;
  const name = value("SITE_NAME") ?? DEFAULT_SITE_NAME;
  const slug = slugOf(name);
  return {
    name,
    slug,
    author: value("SITE_AUTHOR"),
    // The example domain follows the name, so renaming the school renames it too.
    email: value("SITE_EMAIL") ?? `admissions@${slug}.example`,
    url: (value("SITE_URL") ?? `https://${slug}.example`).replace(/\/+$/, ""),
  };
}

/** The git hosts the editor at /admin can save to (README "Editing the site"). */
const CMS_BACKENDS = /** @type {const} */ (["github", "gitlab", "gitea"]);

/**
 * @typedef {object} CmsSettings Where the editor at /admin saves: a repository on a git
 *   host, through its API (editing a local copy needs none of these).
 * @property {(typeof CMS_BACKENDS)[number]} backend github, gitlab, or gitea (Forgejo too)
 * @property {string} repo "owner/name"
 * @property {string} branch the branch the site is built from
 * @property {string | undefined} baseUrl where sign-in happens: the OAuth worker for GitHub,
 *   the host itself for a self-hosted GitLab, Gitea or Forgejo
 * @property {string | undefined} appId the OAuth application's id, for a PKCE sign-in
 * @property {string | undefined} apiRoot the host's API, for a self-hosted one
 */

/**
 * SITE_CMS_BACKEND, SITE_CMS_REPO, SITE_CMS_BRANCH, SITE_CMS_BASE_URL, SITE_CMS_APP_ID and
 * SITE_CMS_API_ROOT; unset, a GitHub repository of the name's slug, which the local
 * workflow does not read (any name will do there).
 * @param {Record<string, string | undefined>} env
 * @returns {CmsSettings}
 */
export function resolveCmsSettings(env) {
  const value = (/** @type {string} */ key) => env[key]?.trim() || undefined;
  const backend = value("SITE_CMS_BACKEND") ?? "github";
  if (!CMS_BACKENDS.some((name) => name === backend)) {
    throw new Error(`SITE_CMS_BACKEND is "${backend}": one of ${CMS_BACKENDS.join(", ")}`);
  }
  const url = (/** @type {string} */ key) => value(key)?.replace(/\/+$/, "");
  return {
    backend: /** @type {CmsSettings["backend"]} */ (backend),
    repo: value("SITE_CMS_REPO") ?? `school/${slugOf(value("SITE_NAME") ?? DEFAULT_SITE_NAME)}`,
    branch: value("SITE_CMS_BRANCH") ?? "main",
    baseUrl: url("SITE_CMS_BASE_URL"),
    appId: value("SITE_CMS_APP_ID"),
    apiRoot: url("SITE_CMS_API_ROOT"),
  };
}
