import { Markdown } from "~/components/markdown";
import { PageHero } from "~/components/page-hero";
import { localeInfo } from "~/content/locales";
import type { LegalPageData } from "~/content/markdown-pages.server";
import { formatDates } from "~/lib/dates";
import { useLocale, useMessages } from "~/lib/i18n";

/**
 * A page about the site (privacy, terms, accessibility), the route component of each,
 * from its Markdown in the page's language (read by its route's loader): a heading, then
 * short sections of prose at a comfortable line length. Its name in the footer is its
 * eyebrow. It prints as it reads.
 */
export function LegalPage({ loaderData }: { loaderData: LegalPageData }) {
  const locale = useLocale();
  const { pages, legal } = useMessages();
  const { id, title, lead, revised, sections } = loaderData;
  const date = formatDates(localeInfo(locale).intl, [revised]).start;
  return (
    <>
      <PageHero eyebrow={pages[id].meta.label} title={title} lead={lead} />
      {/* Under the heading, in the page's column, at a comfortable line length. */}
      <div className="mx-auto max-w-6xl px-5 pb-20 *:max-w-[68ch] sm:px-8 sm:pb-28 print:pb-0">
        <p className="text-sm text-fg-subtle">
          {legal.revised} <time dateTime={revised}>{date}</time>
        </p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="mt-10">
            <h2 id={section.id} className="text-h3 font-semibold text-fg sm:text-2xl">
              {section.title}
            </h2>
            <div className="mt-3 space-y-4 text-fg-muted">
              <Markdown tree={section.body} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
