import { ArrowRight, Sparkles } from "lucide-react";
import type { Route } from "./+types/home";
import { CardsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { Island } from "~/components/island";
import { PageHero } from "~/components/page-hero";
import { TourButton } from "~/components/tour/tour-button";
import { buttonVariants } from "~/components/ui/button";
import { homeArt } from "~/content/art";
import { journeyCta } from "~/content/cta";
import { homeFeatures, homeFeaturesIntro, homeHero, homeMeta } from "~/content/home";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";

export const meta: Route.MetaFunction = () => pageMeta(homeMeta);

// The Virtual Tour runs in the browser.
export const handle: PageHandle = { hydrate: true };

export default function Home() {
  return (
    <>
      <PageHero size="home" {...homeHero} eyebrowIcon={Sparkles} art={homeArt}>
        <a href="/vision" className={buttonVariants({ size: "lg" })}>
          Discover Our Vision
          <ArrowRight aria-hidden="true" />
        </a>
        <Island name="tour-button">
          <TourButton />
        </Island>
      </PageHero>
      <CardsSection id="features" intro={homeFeaturesIntro} items={homeFeatures} surface="raised" />
      <CtaBand id="start" to="/join" {...journeyCta} />
    </>
  );
}
