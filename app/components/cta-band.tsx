import { ArrowRight } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";

const id = "start";
const headingId = `${id}-heading`;

/** The closing call to action, "Start Your Journey", in a glowing panel: on to Join Us. */
export function CtaBand() {
  const { title, text, action } = useMessages().common.cta;
  return (
    <section id={id} aria-labelledby={headingId} className="px-5 py-16 sm:px-8 sm:py-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-lg border border-primary-300/30 bg-ink-800 px-6 py-14 text-center shadow-glow sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_16rem_at_50%_0%,rgb(122_102_245/0.4),transparent_70%),radial-gradient(30rem_14rem_at_50%_110%,rgb(18_181_214/0.25),transparent_70%)]"
        />
        <h2 id={headingId} className="text-h2 font-semibold text-fg">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lead text-fg-muted">{text}</p>
        <a
          href={pageHref("join", useLocale())}
          className={buttonVariants({ size: "lg", className: "mt-8" })}
        >
          {action}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
