import { CalendarDays, CalendarPlus } from "lucide-react";
import { InfoCard } from "~/components/info-card";
import { buttonVariants } from "~/components/ui/button";
import { calendarPath, datePath, importantDates } from "~/content/dates";

/**
 * The admissions calendar; every date is machine-readable in <time>, and each one,
 * or all four, can be added to a calendar program as an .ics file made from the same list.
 */
export function DatesCard() {
  return (
    <InfoCard id="dates" icon={CalendarDays} title="Important Dates">
      {/* Label, date and its calendar link in a row where the card is wide enough;
          else the date goes under its label. */}
      <dl className="@container divide-y divide-primary-300/12">
        {importantDates.map((item) => (
          <div
            key={item.slug}
            className="grid grid-cols-[1fr_auto] items-center gap-x-2 py-1.5 @sm:grid-cols-[1fr_auto_auto] @sm:gap-x-4"
          >
            <dt className="pt-1.5 text-fg-muted @sm:py-1.5">{item.label}</dt>
            <dd className="col-start-1 pb-1.5 text-right font-semibold text-fg tabular @sm:col-start-2 @sm:row-start-1 @sm:py-1.5">
              <time dateTime={item.dates[0]}>{item.text[0]}</time>
              {item.dates[1] ? (
                <>
                  -<time dateTime={item.dates[1]}>{item.text[1]}</time>
                </>
              ) : null}
            </dd>
            <dd className="col-start-2 row-span-2 row-start-1 @sm:col-start-3 @sm:row-span-1 print:hidden">
              <a
                href={datePath(item.slug)}
                download
                aria-label={`Add ${item.label} to calendar`}
                title={`Add ${item.label} to calendar`}
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
        ))}
      </dl>
      <a
        href={calendarPath}
        download
        className={buttonVariants({ variant: "secondary", className: "mt-4 w-full print:hidden" })}
      >
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
    </InfoCard>
  );
}
