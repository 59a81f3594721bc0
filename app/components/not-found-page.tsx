import { House } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
// Inline, a few dozen bytes: no request that could hold back the first paint.
import logMissingPath from "~/inline/log-missing-path.js?inline-script";

/**
 * The not-found page: one prerendered page per language (/404, /es/404) answers every
 * unknown path, so its markup does not depend on the URL; its one script, not React,
 * logs the path.
 */
export function NotFoundPage() {
  const copy = useMessages().common.notFound;
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden aurora">
      <div aria-hidden="true" className="absolute inset-0 -z-10 grid-lines" />
      <div className="mx-auto max-w-3xl px-5 py-24 text-center sm:px-8 sm:py-32">
        <p className="font-display text-[clamp(5rem,3rem+10vw,9rem)] leading-none font-semibold text-primary-300">
          404
        </p>
        <h1 id="page-title" className="mt-4 text-h2 font-semibold text-fg">
          {copy.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lead text-fg-muted">{copy.text}</p>
        <a
          href={pageHref("home", useLocale())}
          className={buttonVariants({ size: "lg", className: "mt-8" })}
        >
          <House aria-hidden="true" />
          {copy.home}
        </a>
      </div>
      <script dangerouslySetInnerHTML={{ __html: logMissingPath }} />
    </section>
  );
}
