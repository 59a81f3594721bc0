import type { Route } from "./+types/classrooms";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import { classroomStats, futureFeatures, learningTools } from "~/content/classrooms";
import { useMessages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { withCopy } from "~/lib/with-copy";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("classrooms", location.pathname);

export default function Classrooms() {
  const copy = useMessages().pages.classrooms;
  return (
    <>
      <PageHero {...copy.hero} art={{ ...artwork.classrooms, alt: copy.hero.artAlt }} />
      <CardsSection
        id="tools"
        intro={copy.toolsIntro}
        items={withCopy(learningTools, copy.tools)}
        columns={2}
      />
      <CardsSection
        id="features"
        intro={copy.featuresIntro}
        items={withCopy(futureFeatures, copy.features)}
        surface="raised"
      />
      <StatsSection
        id="classroom-stats"
        intro={copy.statsIntro}
        stats={withCopy(classroomStats, copy.stats)}
      />
      <CtaBand />
    </>
  );
}
