import type { Route } from "./+types/vision";
import { CardsSection, StatsSection, TextSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import { approachParagraphs, coreValues, visionStats } from "~/content/vision";
import { useMessages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { withCopy } from "~/lib/with-copy";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("vision", location.pathname);

export default function Vision() {
  const copy = useMessages().pages.vision;
  const { eyebrow, title, paragraphs } = copy.approach;
  return (
    <>
      <PageHero {...copy.hero} art={{ ...artwork.vision, alt: copy.hero.artAlt }} />
      <TextSection
        id="approach"
        intro={{ eyebrow, title }}
        paragraphs={approachParagraphs.map((id) => paragraphs[id])}
      />
      <CardsSection
        id="values"
        intro={copy.valuesIntro}
        items={withCopy(coreValues, copy.values)}
        surface="raised"
      />
      <StatsSection
        id="vision-stats"
        intro={copy.statsIntro}
        stats={withCopy(visionStats, copy.stats)}
      />
      <CtaBand />
    </>
  );
}
