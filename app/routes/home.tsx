import { ArrowRight, Sparkles } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CardsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { TourButton } from "~/components/tour/tour-button";
import { buttonVariants } from "~/components/ui/button";
import { homeArt } from "~/content/art";
import { journeyCta } from "~/content/cta";
import { homeFeatures, homeFeaturesIntro, homeHero, homeMeta } from "~/content/home";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta(homeMeta);

export default function Home() {
  return (
    <>
      <PageHero size="home" {...homeHero} eyebrowIcon={Sparkles} art={homeArt}>
        <Link to="/vision" prefetch="intent" className={buttonVariants({ size: "lg" })}>
          Discover Our Vision
          <ArrowRight aria-hidden="true" />
        </Link>
        <TourButton />
      </PageHero>
      <CardsSection id="features" intro={homeFeaturesIntro} items={homeFeatures} surface="raised" />
      <CtaBand id="start" to="/join" {...journeyCta} />
    </>
  );
}
