import type { Config } from "@react-router/dev/config";
import { languageFiles, siteFiles } from "./app/content/files";
import { localePath, locales } from "./app/content/locales";
import { notFoundPath, pages } from "./app/content/pages";
import { postbuild } from "./scripts/make-site/postbuild.js";
import { buildDir } from "./server/build-dir.js";

// Every page is static: there is no server-side rendering at request time.
// Each language's "/404" is prerendered so static hosts and our server can answer
// unknown paths with a real not-found page (see docs/decisions/0001-prerender-and-404.md).
export default {
  ssr: false,
  // BUILD_DIR lets parallel test runs keep their builds apart; the server reads it too.
  buildDirectory: buildDir,
  // Every file the site publishes, from the lists app/routes.ts mounts: each page, file
  // and not-found page of each language (a route with a parameter, to the files it
  // lists: each date's calendar), then the site's own files.
  prerender: () => [
    ...locales.flatMap(({ code }) =>
      [
        ...pages.map((page) => page.path),
        ...languageFiles.flatMap((file) => file.files ?? [file.path]),
        notFoundPath,
      ].map((path) => localePath(code, path)),
    ),
    ...siteFiles.map((file) => file.path),
  ],
  // The CSP hashes, the host configs, the 404.html copies and the compressed copies:
  // derived from the prerendered pages, once React Router has written them all.
  buildEnd: postbuild,
} satisfies Config;
