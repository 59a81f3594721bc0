// @ts-check
/**
 * The site's settings, from the environment, each with its default: SITE_NAME,
 * SITE_AUTHOR, SITE_EMAIL and SITE_URL (README "Configuration"). Plain JavaScript and
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
