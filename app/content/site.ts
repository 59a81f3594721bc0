/**
 * Site settings. Each can be overridden at build time with an environment
 * variable (SITE_AUTHOR, SITE_EMAIL, SITE_URL); see README "Configuration".
 */
import type { SiteSettings } from "./types";

const env = import.meta.env;

export const site: SiteSettings = {
  name: "Nova Academy",
  tagline: "The school of the future",
  description:
    "Nova Academy is a fictional school of the future: smart classrooms, a personal AI tutor for every student and a campus that runs on sunlight.",
  // The default credit deliberately names no real person.
  author: env.SITE_AUTHOR?.trim() || "a student of the AI Bootcamp",
  email: env.SITE_EMAIL?.trim() || "admissions@nova-academy.example",
  url: (env.SITE_URL?.trim() || "https://nova-academy.example").replace(/\/+$/, ""),
};

/** Absolute URL of a site path, e.g. absoluteUrl("/vision"). */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

/** The colour of the browser UI around the site: --color-ink-950 in app.css. */
export const themeColor = "#05071a";

/** The social preview image every page names (og:image), drawn at build. */
export const socialImage = { path: "/og-image.png", width: 1200, height: 630 } as const;
