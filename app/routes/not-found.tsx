import { Home } from "lucide-react";
import type { Route } from "./+types/not-found";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";
// A file of its own (a few dozen bytes), not part of the React bundle.
import logMissingPath from "~/scripts/log-missing-path.js?url";

export const meta: Route.MetaFunction = () => [
  ...buildMeta({
    title: `Page not found — ${site.name}`,
    description: "This page does not exist. Head back to the Nova Academy home page.",
  }),
  { name: "robots", content: "noindex" },
];

// No React in the browser: the one thing the page does, logging the path, is one line.
export const handle: PageHandle = { hydrate: false };

/**
 * One prerendered page (/404) answers every unknown path, so its markup does not
 * depend on the URL; its script reads the path in the browser.
 */
export default function NotFound() {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden aurora">
      <div aria-hidden="true" className="absolute inset-0 -z-10 grid-lines" />
      <div className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8 sm:py-32">
        <p className="font-display text-[clamp(5rem,3rem+10vw,9rem)] leading-none font-semibold text-primary-300">
          404
        </p>
        <h1 id="page-title" className="mt-4 text-h2 font-semibold text-fg">
          Oops! Page not found
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-fg-muted">
          The page you are looking for has moved or never existed. Everything else is one click
          away.
        </p>
        <a href="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          <Home aria-hidden="true" />
          Back to home
        </a>
      </div>
      <script type="module" src={logMissingPath} />
    </section>
  );
}
