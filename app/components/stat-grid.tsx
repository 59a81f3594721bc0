import type { Stat } from "~/content/types";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/utils";

const columnSets = {
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Figures with labels, as a description list (the label describes the figure). */
export function StatGrid({ stats, columns }: { stats: Stat[]; columns: keyof typeof columnSets }) {
  return (
    <dl className={cn("grid gap-5", columnSets[columns])}>
      {stats.map((stat) => (
        <Card key={stat.id} padding="stat" className="flex flex-col-reverse text-center">
          <dt className="mt-2 text-fg-muted">{stat.label}</dt>
          {/* A figure is the same in every language (translate="no"), unless it has
              words to be read by (`spoken`), which are translated. */}
          <dd
            translate={stat.spoken ? undefined : "no"}
            className="font-display text-5xl font-semibold tracking-tight text-fg tabular"
          >
            {stat.spoken ? (
              <span role="img" aria-label={stat.spoken}>
                {stat.value}
              </span>
            ) : (
              stat.value
            )}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
