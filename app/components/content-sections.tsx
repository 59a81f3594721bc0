import { FeatureGrid } from "~/components/feature-card";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { StatGrid } from "~/components/stat-grid";
import type { Feature, SectionIntro as Intro, Stat } from "~/content/types";

type CardsSectionProps = {
  id: string;
  intro: Intro;
  items: Feature[];
  columns?: 2 | 3 | 4;
  surface?: "plain" | "raised";
};

/** A section of feature cards under a section header. */
export function CardsSection({ id, intro, items, columns, surface }: CardsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} surface={surface}>
      <SectionHeader id={headingId} {...intro} />
      <FeatureGrid items={items} columns={columns} />
    </Section>
  );
}

type StatsSectionProps = {
  id: string;
  intro: Intro;
  stats: Stat[];
  surface?: "plain" | "raised";
};

/** A section of figures under a centred section header. */
export function StatsSection({ id, intro, stats, surface }: StatsSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} surface={surface}>
      <SectionHeader id={headingId} align="center" {...intro} />
      <StatGrid stats={stats} columns={stats.length === 3 ? 3 : 4} />
    </Section>
  );
}

type TextSectionProps = {
  id: string;
  intro: Intro;
  paragraphs: readonly string[];
  surface?: "plain" | "raised";
};

/** A header beside a few paragraphs of prose. */
export function TextSection({ id, intro, paragraphs, surface }: TextSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section id={id} aria-labelledby={headingId} surface={surface}>
      <div className="grid gap-6 md:grid-cols-[1fr_1.3fr] md:gap-14">
        <SectionHeader id={headingId} {...intro} spacing="none" />
        <div className="space-y-5 text-lead text-fg-muted md:pt-9">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}
