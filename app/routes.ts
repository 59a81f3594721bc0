import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { icons } from "./content/icons";
import { socialImage } from "./content/site";

export default [
  index("routes/home.tsx"),
  route("vision", "routes/vision.tsx"),
  route("classrooms", "routes/classrooms.tsx"),
  route("life", "routes/life.tsx"),
  route("join", "routes/join.tsx"),
  // Files beside the pages: resource routes, prerendered to files of these names.
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("site.webmanifest", "routes/web-manifest.ts"),
  route(socialImage.path.slice(1), "routes/social-image.ts"),
  ...icons.map((icon) =>
    route(icon.path.slice(1), "routes/icon.ts", { id: `routes/icon${icon.path}` }),
  ),
  // The admission dates as calendar files, written at build from the same list as the page.
  route("nova-academy-admissions.ics", "routes/admissions-calendar.ts"),
  route("calendar/:file", "routes/date-calendar.ts"),
  // Everything else, nested paths included; prerendered once as /404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
