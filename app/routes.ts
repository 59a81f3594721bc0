import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { calendarFile } from "./content/dates";
import { icons } from "./content/icons";
import { defaultLocale, localePath, locales, type Locale } from "./content/locales";
import { pages, routeModule } from "./content/pages";
import { logoPath, socialImage } from "./content/site";
import { resolveSiteSettings } from "./content/site-settings";

// React Router reads this file in Node before Vite runs, so the settings come from the
// environment directly (the same rules as app/content/site.ts).
const site = resolveSiteSettings(process.env);

/** The routes of one language: its pages (app/content/pages.ts), its files, its 404. */
function routesOf(locale: Locale) {
  const at = (path: string) => localePath(locale, path).slice(1);
  const id = (name: string) => `${locale}/${name}`;
  return [
    ...pages.map((page) =>
      page.path === "/" && locale === defaultLocale
        ? index(routeModule(page), { id: id(page.id) })
        : route(at(page.path), routeModule(page), { id: id(page.id) }),
    ),
    // Files beside the pages, in the language: resource routes, prerendered to files.
    route(at("/site.webmanifest"), "routes/web-manifest.ts", { id: id("manifest") }),
    route(at(socialImage.file), "routes/social-image.ts", { id: id("social-image") }),
    // The admission dates as calendar files, from the same list as the page.
    route(at(calendarFile(site.slug)), "routes/admissions-calendar.ts", { id: id("calendar") }),
    route(at("/calendar/:file"), "routes/date-calendar.ts", { id: id("date-calendar") }),
    // Everything else under the language, nested paths included; prerendered as its 404.
    route(at(`/*`), "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  ...locales.flatMap(({ code }) => routesOf(code)),
  route("robots.txt", "routes/robots-txt.ts"),
  route(logoPath.slice(1), "routes/logo-svg.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  ...icons.map((icon) =>
    route(icon.path.slice(1), "routes/icon.ts", { id: `routes/icon${icon.path}` }),
  ),
] satisfies RouteConfig;
