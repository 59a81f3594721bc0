import { Home } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

type ErrorPageProps = { title: string; message: string; stack?: string };

/** The fallback page for errors nobody handled: what went wrong and a way home. */
export function ErrorPage({ title, message, stack }: ErrorPageProps) {
  return (
    <section aria-labelledby="error-title" className="aurora px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-3xl">
        <h1 id="error-title" className="text-h2 font-semibold text-fg">
          {title}
        </h1>
        {message ? <p className="mt-4 text-lead text-danger-300">{message}</p> : null}
        {stack ? (
          // Focusable so keyboard users can scroll a long trace.
          <pre
            tabIndex={0}
            role="region"
            aria-label="Stack trace"
            className="mt-6 max-h-80 overflow-auto rounded-md border border-primary-300/20 bg-ink-900 p-4 text-sm text-fg-muted"
          >
            {stack}
          </pre>
        ) : null}
        <a href="/" className={buttonVariants({ className: "mt-8" })}>
          <Home aria-hidden="true" />
          Back to home
        </a>
      </div>
    </section>
  );
}
