import { Home } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { buildMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => [
  ...buildMeta({
    title: `Page not found — ${site.name}`,
    description: "This page does not exist. Head back to the Nova Academy home page.",
  }),
  { name: "robots", content: "noindex" },
];

/**
 * One prerendered page (/404) answers every unknown path, so the markup must not
 * depend on the URL or hydration would fail: the path is only read in an effect.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);

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
        <Link to="/" className={buttonVariants({ size: "lg", className: "mt-8" })}>
          <Home aria-hidden="true" />
          Back to home
        </Link>
      </div>
    </section>
  );
}
