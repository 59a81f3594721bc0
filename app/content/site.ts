/**
 * The site settings (app/content/site-settings.js), as the build sees them: Vite
 * replaces `import.meta.env` with the SITE_* variables when it builds; plain Node
 * (the browser tests, the scripts) has only `process.env`.
 */
import { resolveSiteSettings } from "./site-settings.js";

const env: Record<string, string | undefined> | undefined = import.meta.env;

export const site = resolveSiteSettings(env ?? process.env);

/** Absolute URL of a site path, e.g. absoluteUrl("/vision"). */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

/** The colour of the browser UI around the site: --color-ink-950 in app.css. */
export const themeColor = "#05071a";

/** The school's mark (its initial under a star), drawn at build from the name. */
export const logoPath = "/logo.svg";

/** The social preview image each page names (og:image), drawn at build in each language. */
export const socialImage = { file: "/og-image.png", width: 1200, height: 630 } as const;
