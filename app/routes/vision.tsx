import type { Route } from "./+types/vision";
import { CardsSection, StatsSection, TextSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { visionArt } from "~/content/art";
import { journeyCta } from "~/content/cta";
import {
  coreValues,
  uniqueApproach,
  valuesIntro,
  visionHero,
  visionMeta,
  visionStats,
  visionStatsIntro,
} from "~/content/vision";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";

export const meta: Route.MetaFunction = () => pageMeta(visionMeta);

// Content and links only: the page ships no JavaScript.
export const handle: PageHandle = { hydrate: false };

export default function Vision() {
  return (
    <>
      <PageHero {...visionHero} art={visionArt} />
      <TextSection
        id="approach"
        intro={{ eyebrow: uniqueApproach.eyebrow, title: uniqueApproach.title }}
        paragraphs={uniqueApproach.paragraphs}
      />
      <CardsSection id="values" intro={valuesIntro} items={coreValues} surface="raised" />
      <StatsSection id="vision-stats" intro={visionStatsIntro} stats={visionStats} />
      <CtaBand id="start" to="/join" {...journeyCta} />
    </>
  );
}
