import { PageHero } from "~/components/page-hero";
import { RichText } from "~/components/rich-text";
import { legalRevised, type LegalCopy } from "~/content/legal";
import { localeInfo } from "~/content/locales";
import { formatDates } from "~/lib/dates";
import { useLocale, useMessages } from "~/lib/i18n";
import { resolveRichText } from "~/lib/rich-text";

/**
 * A page about the site itself (privacy, terms, accessibility): a heading, then short
 * sections of prose at a comfortable line length. It prints as it reads.
 */
export function LegalPage({ copy }: { copy: LegalCopy }) {
  const locale = useLocale();
  const { revised } = useMessages().legal;
  const date = formatDates(localeInfo(locale).intl, [legalRevised]).start;
  return (
    <>
      <PageHero {...copy.hero} />
      {/* Under the heading, in the page's column, at a comfortable line length. */}
      <div className="mx-auto max-w-6xl px-5 pb-20 *:max-w-[68ch] sm:px-8 sm:pb-28 print:pb-0">
        <p className="text-sm text-fg-subtle">
          {revised} <time dateTime={legalRevised}>{date}</time>
        </p>
        {copy.sections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
            <h2 id={`${section.id}-heading`} className="text-h3 font-semibold text-fg sm:text-2xl">
              {section.title}
            </h2>
            <div className="mt-3 space-y-4 text-fg-muted">
              {section.paragraphs.map((paragraph, index) => (
                <p key={index}>
                  <RichText parts={resolveRichText(paragraph, locale)} />
                </p>
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
