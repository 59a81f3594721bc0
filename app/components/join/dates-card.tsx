import { CalendarDays, CalendarPlus } from "lucide-react";
import { InfoCard } from "~/components/info-card";
import { buttonVariants } from "~/components/ui/button";
import { calendarFile, dateFile, importantDates } from "~/content/dates";
import { localeInfo, localePath } from "~/content/locales";
import { site } from "~/content/site";
import { formatDates } from "~/lib/dates";
import { useLocale, useMessages } from "~/lib/i18n";

/**
 * The admissions calendar; every date is machine-readable in <time> and written in the
 * page's language, and each one, or all four, can be added to a calendar program as an
 * .ics file in that language, made from the same list.
 */
export function DatesCard() {
  const locale = useLocale();
  const copy = useMessages().pages.join.dates;
  const { intl } = localeInfo(locale);
  return (
    <InfoCard id="dates" icon={CalendarDays} title={copy.title}>
      {/* Label, date and its calendar link in a row where the card is wide enough;
          else the date goes under its label. */}
      <dl className="@container divide-y divide-primary-300/12">
        {importantDates.map((item) => {
          const label = copy.labels[item.slug];
          const text = formatDates(intl, item.dates, copy.rangeSeparator);
          return (
            <div
              key={item.slug}
              className="grid grid-cols-[1fr_auto] items-center gap-x-2 py-1.5 @sm:grid-cols-[1fr_auto_auto] @sm:gap-x-4"
            >
              <dt className="pt-1.5 text-fg-muted @sm:py-1.5">{label}</dt>
              <dd className="col-start-1 pb-1.5 text-right font-semibold text-fg tabular @sm:col-start-2 @sm:row-start-1 @sm:py-1.5">
                <time dateTime={item.dates[0]}>{text.start}</time>
                {item.dates[1] ? (
                  <>
                    {text.separator}
                    <time dateTime={item.dates[1]}>{text.end}</time>
                  </>
                ) : null}
              </dd>
              <dd className="col-start-2 row-span-2 row-start-1 @sm:col-start-3 @sm:row-span-1 print:hidden">
                <a
                  href={localePath(locale, dateFile(item.slug))}
                  download
                  aria-label={copy.addOne({ label })}
                  title={copy.addOne({ label })}
                  className={buttonVariants({
                    variant: "ghost",
                    size: "icon",
                    className: "-mr-2 text-accent-200",
                  })}
                >
                  <CalendarPlus aria-hidden="true" />
                </a>
              </dd>
            </div>
          );
        })}
      </dl>
      <a
        href={localePath(locale, calendarFile(site.slug))}
        download
        className={buttonVariants({ variant: "secondary", className: "mt-4 w-full print:hidden" })}
      >
        <CalendarPlus aria-hidden="true" />
        {copy.addAll}
      </a>
    </InfoCard>
  );
}
