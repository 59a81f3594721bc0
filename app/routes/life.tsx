import type { Route } from "./+types/life";
import { CardsSection, StatsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { lifeArt } from "~/content/art";
import { journeyCta } from "~/content/cta";
import {
  achievements,
  achievementsIntro,
  clubs,
  clubsIntro,
  lifeHero,
  lifeMeta,
  lifeStats,
  lifeStatsIntro,
} from "~/content/life";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";

export const meta: Route.MetaFunction = () => pageMeta(lifeMeta);

// Content and links only: the page ships no JavaScript.
export const handle: PageHandle = { hydrate: false };

export default function Life() {
  return (
    <>
      <PageHero {...lifeHero} art={lifeArt} />
      <CardsSection id="clubs" intro={clubsIntro} items={clubs} columns={2} />
      <CardsSection
        id="achievements"
        intro={achievementsIntro}
        items={achievements}
        surface="raised"
      />
      <StatsSection id="life-stats" intro={lifeStatsIntro} stats={lifeStats} />
      <CtaBand id="start" to="/join" {...journeyCta} />
    </>
  );
}
