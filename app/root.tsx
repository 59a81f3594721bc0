import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import soraFont from "./assets/fonts/sora-latin-600.woff2?url";
import { ClientLoader } from "~/components/client-loader";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { SpeculationRules } from "~/components/speculation-rules";
import { usePageHydrates } from "~/lib/page-handle";

export const links: Route.LinksFunction = () => [
  // The only preloaded font: the heading face (static SemiBold, latin subset).
  { rel: "preload", href: soraFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A React resource (precedence): written before the hoisted module preloads, so the
  // one render-blocking file is the first the browser asks for.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The document of every page. Pages are prerendered HTML and CSS; only the pages
 * whose route asks for it (`handle.hydrate`) load code, and that code hydrates their
 * interactive islands, not the document. So there is no router in the browser:
 * links are ordinary document navigations, made instant by the speculation rules,
 * and the browser restores scroll positions itself.
 */
export function Layout({ children }: { children: ReactNode }) {
  const hydrate = usePageHydrates();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05071a" />
        <Meta />
        <Links />
        <SpeculationRules />
      </head>
      <body>
        <a
          href="#main"
          className="fixed top-2 left-2 z-50 -translate-y-24 rounded-md bg-primary-600 px-4 py-3 font-semibold text-white focus:translate-y-0"
        >
          Skip to main content
        </a>
        <SiteHeader />
        {children}
        <SiteFooter />
        {hydrate ? <ClientLoader /> : null}
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

/** Any error thrown while rendering a route lands here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    return (
      <main id="main" tabIndex={-1} className="outline-none">
        <ErrorPage
          title={`${error.status} ${error.statusText}`}
          message={String(error.data ?? "")}
        />
      </main>
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorPage title="Unexpected Application Error!" message={message} stack={stack} />
    </main>
  );
}
