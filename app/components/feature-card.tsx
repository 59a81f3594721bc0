import { contentIcons } from "~/components/content-icons";
import { Card } from "~/components/ui/card";
import type { Feature, Tone } from "~/content/types";
import { cn } from "~/lib/utils";

const tones: Record<Tone, string> = {
  primary: "bg-primary-500/15 text-primary-300 ring-primary-300/30",
  accent: "bg-accent-400/12 text-accent-300 ring-accent-300/30",
  sun: "bg-amber-300/12 text-amber-200 ring-amber-200/30",
  leaf: "bg-emerald-300/12 text-emerald-200 ring-emerald-200/30",
};

/** Icon, title and text in a glass card. Used for features, values, tools, clubs … */
function FeatureCard({ icon, title, text, tone }: Feature) {
  const Icon = contentIcons[icon];
  return (
    <Card
      as="article"
      className="group h-full transition duration-300 hover:-translate-y-1 hover:border-primary-300/45 hover:shadow-glow"
    >
      <span
        className={cn(
          "mb-5 inline-flex size-12 items-center justify-center rounded-md ring-1",
          tones[tone],
        )}
      >
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <h3 className="text-h3 font-semibold text-fg">{title}</h3>
      <p className="mt-2 text-fg-muted">{text}</p>
    </Card>
  );
}

const columnSets = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A responsive list of feature cards. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: Feature[];
  columns?: keyof typeof columnSets;
}) {
  return (
    <ul className={cn("grid gap-5 sm:gap-6", columnSets[columns])}>
      {items.map((item) => (
        <li key={item.id}>
          <FeatureCard {...item} />
        </li>
      ))}
    </ul>
  );
}
