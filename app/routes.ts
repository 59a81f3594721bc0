import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { languageFiles, siteFiles } from "./content/files";
import { notFoundPath, pages, routeModule } from "./content/pages";

/**
 * The routes of a language, relative to where it is mounted: its pages
 * (app/content/pages.ts) and its files (app/content/files.ts). Ids start with `scope`.
 */
function languageRoutes(scope: string) {
  const id = (name: string) => `${scope}${name}`;
  return [
    ...pages.map((page) =>
      page.path === "/"
        ? index(routeModule(page), { id: id(page.id) })
        : route(page.path.slice(1), routeModule(page), { id: id(page.id) }),
    ),
    ...languageFiles.map((file) => route(file.path.slice(1), file.module, { id: id(file.id) })),
  ];
}

export default [
  // The default language at the root (/vision), every other under its code (/es/vision):
  // the `lang` param, where a page's language enters, once (app/root.tsx reads it).
  ...languageRoutes(""),
  // Each language's not-found page: the built site answers unknown paths with its file
  // (/404, /es/404). The default language's has a path of its own, which `:lang` would
  // take; any other path whose first segment names no other language (/nope,
  // /vision/extra) is the default language's not-found page by the `lang` route's 404
  // (routes/language.tsx). Under a language, any path no route has is its not-found page.
  route(notFoundPath.slice(1), "routes/not-found.tsx", { id: "not-found" }),
  route(":lang", "routes/language.tsx", { id: "lang" }, [
    ...languageRoutes("lang/"),
    route("*", "routes/not-found.tsx", { id: "lang/not-found" }),
  ]),
  ...siteFiles.map((file) => route(file.path.slice(1), file.module, { id: file.id })),
] satisfies RouteConfig;
