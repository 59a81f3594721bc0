import type { Route } from "./+types/life";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import { homeCta } from "~/content/home";
import {
  achievements,
  achievementsIntro,
  clubs,
  clubsIntro,
  lifeHero,
  lifeStats,
  lifeStatsIntro,
} from "~/content/life";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("/life");

export default function Life() {
  return (
    <>
      <PageHero {...lifeHero} art={artwork.life} />
      <CardsSection id="clubs" intro={clubsIntro} items={clubs} columns={2} />
      <CardsSection
        id="achievements"
        intro={achievementsIntro}
        items={achievements}
        surface="raised"
      />
      <StatsSection id="life-stats" intro={lifeStatsIntro} stats={lifeStats} />
      <CtaBand id="start" to="/join" {...homeCta} />
    </>
  );
}
