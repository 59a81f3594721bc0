import { House } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

type ErrorPageProps = {
  title: string;
  message: string;
  stack?: string;
  /** The link home and the stack's label, in the page's language. */
  home: { href: string; label: string };
  stackLabel: string;
};

/**
 * The fallback for errors nobody handled, as React Router's default error page shows
 * them: the heading, the message and, if there is one, the stack; and a way home.
 * The message and stack are marked (`data-error`) so the page's loader can fill a
 * copy of it in the browser (app/components/island-runtime.tsx).
 */
export function ErrorPage({ title, message, stack, home, stackLabel }: ErrorPageProps) {
  return (
    <section aria-labelledby="error-title" className="aurora px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-3xl">
        <h1
          id="error-title"
          tabIndex={-1}
          className="text-h2 font-semibold text-fg outline-none focus-visible:shadow-none"
        >
          {title}
        </h1>
        <p data-error="message" className="mt-4 text-lead text-danger-300 empty:hidden">
          {message}
        </p>
        {/* Focusable so keyboard users can scroll a long trace; "" is a place to fill. */}
        {stack === undefined ? null : (
          <pre
            data-error="stack"
            tabIndex={0}
            role="region"
            aria-label={stackLabel}
            hidden={!stack}
            className="mt-6 max-h-80 overflow-auto rounded-md border border-primary-300/20 bg-ink-900 p-4 text-sm text-fg-muted"
          >
            {stack}
          </pre>
        )}
        <a href={home.href} className={buttonVariants({ className: "mt-8" })}>
          <House aria-hidden="true" />
          {home.label}
        </a>
      </div>
    </section>
  );
}
