import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import soraFont from "./assets/fonts/sora-latin-600.woff2?url";
import { ErrorPage } from "~/components/error-page";
import { IslandsScope } from "~/components/island";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";
import { iconMedia, icons } from "~/content/icons";
import { localePath } from "~/content/locales";
import { themeColor } from "~/content/site";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";

export const links: Route.LinksFunction = () => [
  // The only preloaded font: the heading face (static SemiBold, latin subset).
  { rel: "preload", href: soraFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A React resource (precedence): written before anything else a page asks for, so the
  // one render-blocking file is the first the browser requests.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  ...icons.flatMap((icon) =>
    icon.rel ? [{ rel: icon.rel, href: icon.path, ...iconMedia(icon) }] : [],
  ),
];

/**
 * The document of every page, in the language of its path (`/es/…`). Pages are
 * prerendered HTML and CSS; only the interactive parts a page renders (<Island>) load
 * code, and that code hydrates those parts, not the document. So there is no router
 * in the browser: links are ordinary document navigations, made instant by the
 * speculation rules, and the browser restores scroll positions itself.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { common } = useMessages();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
        <link rel="manifest" href={localePath(locale, "/site.webmanifest")} />
        <SpeculationRules />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md bg-primary-600 px-4 py-3 font-semibold text-white focus:translate-y-0 print:hidden"
        >
          {common.skipLink}
        </a>
        <IslandsScope>
          <SiteHeader />
          {children}
          <SiteFooter />
        </IslandsScope>
      </body>
    </html>
  );
}

export default function App() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <Outlet />
    </main>
  );
}

/**
 * Only for the "SPA fallback" shell React Router writes beside the prerendered pages
 * for paths it did not prerender, and insists holds its scripts. This site
 * prerenders every page and a real 404, so the build deletes that shell unused.
 */
export function HydrateFallback() {
  return <Scripts />;
}

/**
 * An error thrown while a page is prerendered lands here, and fails the build
 * (app/entry.server.tsx); in the browser, the islands' loader shows the same page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { common } = useMessages();
  const home = { href: pageHref("home", useLocale()), label: common.error.home };
  const page = isRouteErrorResponse(error)
    ? { title: `${error.status} ${error.statusText}`, message: String(error.data ?? "") }
    : error instanceof Error
      ? { title: common.error.title, message: error.message, stack: error.stack }
      : { title: common.error.title, message: String(error) };
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorPage {...page} home={home} stackLabel={common.error.stack} />
    </main>
  );
}
