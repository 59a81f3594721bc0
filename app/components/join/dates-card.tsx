import { CalendarDays } from "lucide-react";
import { importantDates } from "~/content/join";
import { InfoCard } from "~/components/info-card";

/** The admissions calendar; every date is machine-readable in <time>. */
export function DatesCard() {
  return (
    <InfoCard id="dates" icon={CalendarDays} title="Important Dates">
      <dl className="divide-y divide-primary-300/12">
        {importantDates.map((item) => (
          <div
            key={item.label}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          >
            <dt className="text-fg-muted">{item.label}</dt>
            <dd className="ml-auto font-semibold text-fg tabular">
              <time dateTime={item.dates[0]}>{item.text[0]}</time>
              {item.dates[1] ? (
                <>
                  -<time dateTime={item.dates[1]}>{item.text[1]}</time>
                </>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </InfoCard>
  );
}
