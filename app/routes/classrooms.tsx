import type { Route } from "./+types/classrooms";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { classroomsArt } from "~/content/art";
import {
  classroomStats,
  classroomStatsIntro,
  classroomsHero,
  classroomsMeta,
  futureFeatures,
  futureFeaturesIntro,
  learningTools,
  toolsIntro,
} from "~/content/classrooms";
import { journeyCta } from "~/content/cta";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";

export const meta: Route.MetaFunction = () => pageMeta(classroomsMeta);

// Content and links only: the page ships no JavaScript.
export const handle: PageHandle = { hydrate: false };

export default function Classrooms() {
  return (
    <>
      <PageHero {...classroomsHero} art={classroomsArt} />
      <CardsSection id="tools" intro={toolsIntro} items={learningTools} columns={2} />
      <CardsSection
        id="features"
        intro={futureFeaturesIntro}
        items={futureFeatures}
        surface="raised"
      />
      <StatsSection id="classroom-stats" intro={classroomStatsIntro} stats={classroomStats} />
      <CtaBand id="start" to="/join" {...journeyCta} />
    </>
  );
}
