import { Info, Mail } from "lucide-react";
import { Logo } from "~/components/logo";
import { NavLinks } from "~/components/nav-links";
import { site } from "~/content/site";
import { useMessages } from "~/lib/i18n";

export function SiteFooter() {
  const { footer, nav } = useMessages().common;
  return (
    <footer className="border-t border-primary-300/12 bg-ink-950">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.3fr_0.8fr_1.1fr] print:grid-cols-[2fr_1fr] print:gap-6">
        <div className="max-w-md">
          <Logo className="print:hidden" />
          <p className="mt-3 text-fg-muted print:hidden">{footer.blurb}</p>
          <p className="mt-6 flex gap-3 rounded-md border border-amber-200/25 bg-amber-300/8 p-4 text-sm text-amber-50">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-200" />
            <span>{footer.disclaimer}</span>
          </p>
        </div>
        <nav aria-label={nav.footer} className="print:hidden">
          <h2 className="mb-4 font-display eyebrow text-fg">{footer.explore}</h2>
          <NavLinks layout="footer" />
        </nav>
        <div className="grid content-start gap-10">
          <div>
            <h2 className="mb-4 font-display eyebrow text-fg">{footer.admissions}</h2>
            <a
              href={`mailto:${site.email}`}
              translate="no"
              className="inline-flex items-center gap-2 [overflow-wrap:anywhere] text-accent-200 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {site.email}
            </a>
          </div>
          <nav aria-label={footer.about} className="print:hidden">
            <h2 className="mb-4 font-display eyebrow text-fg">{footer.about}</h2>
            <NavLinks layout="footer" group="legal" />
          </nav>
        </div>
      </div>
      <div className="border-t border-primary-300/10">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-fg-subtle sm:px-8">
          {footer.credit({ author: site.author ?? footer.anonymousAuthor })}
        </p>
      </div>
    </footer>
  );
}
