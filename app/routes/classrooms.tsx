import type { Route } from "./+types/classrooms";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import {
  classroomStats,
  classroomStatsIntro,
  classroomsHero,
  futureFeatures,
  futureFeaturesIntro,
  learningTools,
  toolsIntro,
} from "~/content/classrooms";
import { homeCta } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("/classrooms");

export default function Classrooms() {
  return (
    <>
      <PageHero {...classroomsHero} art={artwork.classrooms} />
      <CardsSection id="tools" intro={toolsIntro} items={learningTools} columns={2} />
      <CardsSection
        id="features"
        intro={futureFeaturesIntro}
        items={futureFeatures}
        surface="raised"
      />
      <StatsSection id="classroom-stats" intro={classroomStatsIntro} stats={classroomStats} />
      <CtaBand id="start" to="/join" {...homeCta} />
    </>
  );
}
