import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import soraFont from "./assets/fonts/sora-latin-600.woff2?url";
import headingFontFace from "./heading-font.css?inline";
import { ErrorPage } from "~/components/error-page";
import { IslandsScope } from "~/components/island";
import { NotFoundPage } from "~/components/not-found-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";
import { iconMedia, icons } from "~/content/icons";
import { defaultLocale, localeOfParam, localePath } from "~/content/locales";
import { messages } from "~/content/messages";
import { themeColor } from "~/content/site";
import { LocaleProvider, useLocale, useMessages } from "~/lib/i18n";
import { notFoundMeta, pageHref } from "~/lib/meta";

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
 * The document of every page, in its route's language. Pages are prerendered HTML and
 * CSS; only the interactive parts a page renders (<Island>) load code, and that code
 * hydrates those parts, not the document. So there is no router in the browser: links
 * are ordinary document navigations, made instant by the speculation rules, and the
 * browser restores scroll positions itself.
 */
export function Layout({ children }: { children: ReactNode }) {
  // The one place the page's language enters: its route's `lang` param (app/routes.ts),
  // none for the default language. One that names no language is no page
  // (routes/language.tsx): its not-found page is the default language's, as the
  // production server answers it.
  const locale = localeOfParam(useParams().lang) ?? defaultLocale;
  const { common } = messages[locale];
  return (
    <LocaleProvider locale={locale}>
      <html lang={locale}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content={themeColor} />
          <Meta />
          {/* The heading font's face, here alone (app/heading-font.css says why). */}
          <style dangerouslySetInnerHTML={{ __html: headingFontFace }} />
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
    </LocaleProvider>
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
 * What React Router renders, the root alone, for a path the build does not publish
 * (ssr: false): the development server's answer to an unknown path, and the "SPA
 * fallback" shell the build writes, which insists on its scripts and which the build
 * deletes unused. The not-found page, in the language of the path's `lang` if it names
 * one (the head: `meta`), as the built site's hosts answer such a path.
 */
export function HydrateFallback() {
  return (
    <>
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundPage />
      </main>
      <Scripts />
    </>
  );
}

/** No page here (a thrown 404, such as routes/language.tsx's). */
const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/**
 * The head of the not-found page that HydrateFallback and the ErrorBoundary show for no
 * page; every page's own meta replaces it.
 */
export const meta: Route.MetaFunction = ({ params, error }) =>
  error && !isNotFound(error) ? [] : notFoundMeta(localeOfParam(params.lang) ?? defaultLocale);

/**
 * An error thrown while a page is prerendered lands here, and fails the build
 * (app/entry.server.tsx); in the browser, the islands' loader shows the same page. A
 * 404, which only the development server meets, is the not-found page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { common } = useMessages();
  const home = { href: pageHref("home", useLocale()), label: common.error.home };
  if (isNotFound(error)) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <NotFoundPage />
      </main>
    );
  }
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
