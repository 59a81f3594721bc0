/**
 * The files beside the pages (app/content/pages.ts): routes the build prerenders to
 * files. A language's own (its manifest, social image and calendars) exist in every
 * language, under its prefix; the others once for the site.
 * app/routes.ts mounts each at its path, and react-router.config.ts prerenders each of
 * its files in every language, from this one list. It imports only lists as free of
 * imports as itself, so the build's route config can load it.
 */
import { calendarFile, dateFile, importantDates } from "./dates";
import { icons } from "./icons";
import { logoPath, socialImage } from "./site";
import { resolveSiteSettings } from "./site-settings";

export type FileRoute = {
  /** Unique among the routes of a language, or of the site. */
  id: string;
  /** Its route's path, relative to its language's prefix for a language's own. */
  path: string;
  /** Its route module, relative to app/. */
  module: string;
  /** The files it is prerendered to, where its path has a parameter. */
  files?: readonly string[];
};

// React Router reads the routes in Node before Vite runs, so the settings come from the
// environment directly (the same rules as app/content/site.ts).
const { slug } = resolveSiteSettings(process.env);

/** Every language's own files. */
export const languageFiles: readonly FileRoute[] = [
  { id: "manifest", path: "/site.webmanifest", module: "routes/web-manifest.ts" },
  { id: "social-image", path: socialImage.file, module: "routes/social-image.ts" },
  // The admission dates as calendar files, from the same list as the page: all of them,
  // and each in a file of its own.
  { id: "calendar", path: calendarFile(slug), module: "routes/admissions-calendar.ts" },
  {
    id: "date-calendar",
    path: "/calendar/:file",
    module: "routes/date-calendar.ts",
    files: importantDates.map((date) => dateFile(date.slug)),
  },
];

/** The site's files in no language: robots.txt, the logo, the sitemap, the icons. */
export const siteFiles: readonly FileRoute[] = [
  { id: "robots", path: "/robots.txt", module: "routes/robots-txt.ts" },
  { id: "logo", path: logoPath, module: "routes/logo-svg.ts" },
  { id: "sitemap", path: "/sitemap.xml", module: "routes/sitemap-xml.ts" },
  ...icons.map((icon) => ({ id: `icon${icon.path}`, path: icon.path, module: "routes/icon.ts" })),
];
