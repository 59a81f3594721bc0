import type { Config } from "@react-router/dev/config";
import { calendarPath, datePath, importantDates } from "./app/content/dates";
import { icons } from "./app/content/icons";
import { prerenderPaths } from "./app/content/pages";
import { socialImage } from "./app/content/site";
import { buildDir } from "./server/build-dir.js";

// Every page is static: there is no server-side rendering at request time.
// "/404" is prerendered so static hosts and our server can answer unknown
// paths with a real not-found page (see docs/decisions/0001-prerender-and-404.md).
export default {
  ssr: false,
  // BUILD_DIR lets parallel test runs keep their builds apart; the server reads it too.
  buildDirectory: buildDir,
  // The pages, then the files that resource routes write beside them (app/routes.ts):
  // robots.txt, the sitemap, the manifest, images and icons, the calendar files.
  prerender: [
    ...prerenderPaths,
    ...["/robots.txt", "/sitemap.xml", "/site.webmanifest", socialImage.path],
    ...icons.map((icon) => icon.path),
    calendarPath,
    ...importantDates.map((date) => datePath(date.slug)),
  ],
  // Opt in to the v8 behaviour now.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
