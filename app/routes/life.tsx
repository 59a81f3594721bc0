import type { Route } from "./+types/life";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import { achievements, clubs, lifeStats } from "~/content/life";
import { useMessages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { withCopy } from "~/lib/with-copy";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("life", location.pathname);

export default function Life() {
  const copy = useMessages().pages.life;
  return (
    <>
      <PageHero {...copy.hero} art={{ ...artwork.life, alt: copy.hero.artAlt }} />
      <CardsSection
        id="clubs"
        intro={copy.clubsIntro}
        items={withCopy(clubs, copy.clubs)}
        columns={2}
      />
      <CardsSection
        id="achievements"
        intro={copy.achievementsIntro}
        items={withCopy(achievements, copy.achievements)}
        surface="raised"
      />
      <StatsSection
        id="life-stats"
        intro={copy.statsIntro}
        stats={withCopy(lifeStats, copy.stats)}
      />
      <CtaBand />
    </>
  );
}
