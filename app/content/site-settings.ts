/**
 * The site's settings, from the environment, each with its default: SITE_NAME,
 * SITE_AUTHOR, SITE_EMAIL and SITE_URL (README "Configuration"). Free of imports, so
 * everything can load it: the app (through site.ts), the build's route config, the
 * server, the scripts and the tests.
 */

export type SiteSettings = {
  /** The school's name, written nowhere else. */
  name: string;
  /** The name as a URL and file-name part: "Nova Academy" is "nova-academy". */
  slug: string;
  /** The student credited in the footer; unset, each language says "a student" its own way. */
  author: string | undefined;
  email: string;
  /** The public origin, without a trailing slash. */
  url: string;
};

export const DEFAULT_SITE_NAME = "Nova Academy";

/** Lower-case ASCII words joined by hyphens: "École Étoile du Nord" is "ecole-etoile-du-nord". */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "school";
}

/** A blank variable counts as unset. */
export function resolveSiteSettings(env: Record<string, string | undefined>): SiteSettings {
  const value = (key: string) => env[key]?.trim() || undefined;
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
