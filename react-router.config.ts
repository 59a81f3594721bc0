import type { Config } from "@react-router/dev/config";
import { dateFile, importantDates } from "./app/content/dates";
import { localePath, locales } from "./app/content/locales";
import { notFoundPath } from "./app/content/pages";
import { postbuild } from "./scripts/make-site/postbuild.js";
import { buildDir } from "./server/build-dir.js";

// Every page is static: there is no server-side rendering at request time.
// Each language's "/404" is prerendered so static hosts and our server can answer
// unknown paths with a real not-found page (see docs/decisions/0001-prerender-and-404.md).
export default {
  ssr: false,
  // BUILD_DIR lets parallel test runs keep their builds apart; the server reads it too.
  buildDirectory: buildDir,
  // Every route without a parameter (each language's pages and files, robots.txt, the
  // sitemap, the icons: app/routes.ts), then the ones with: the not-found pages and
  // the calendar file of each date.
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    ...locales.flatMap(({ code }) => [
      localePath(code, notFoundPath),
      ...importantDates.map((date) => localePath(code, dateFile(date.slug))),
    ]),
  ],
  // The CSP hashes, the host configs, the 404.html copies and the compressed copies:
  // derived from the prerendered pages, once React Router has written them all.
  buildEnd: postbuild,
} satisfies Config;
