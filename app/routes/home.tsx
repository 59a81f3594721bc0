import { ArrowRight, Camera, Sparkles } from "lucide-react";
import type { Route } from "./+types/home";
import { CardsSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { OrganizationData } from "~/components/organization-data";
import { PageHero } from "~/components/page-hero";
import { TourSection } from "~/components/tour/tour-section";
import { buttonVariants } from "~/components/ui/button";
import { artwork } from "~/content/art";
import { homeFeatures } from "~/content/home";
import { localeOf } from "~/content/locales";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref, pageMeta } from "~/lib/meta";
import { withCopy } from "~/lib/with-copy";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("home", localeOf(params));

export default function Home() {
  const { hero, featuresIntro, features } = useMessages().pages.home;
  const locale = useLocale();
  return (
    <>
      <OrganizationData />
      <PageHero
        size="home"
        {...hero}
        eyebrowIcon={Sparkles}
        art={{ ...artwork.home, alt: hero.artAlt }}
      >
        <a href={pageHref("vision", locale)} className={buttonVariants({ size: "lg" })}>
          {hero.discover}
          <ArrowRight aria-hidden="true" />
        </a>
        {/* Opens the tour below; without JavaScript, leads to it (app/inline/tour-shim.js). */}
        <a
          href="#tour"
          data-tour-resume=""
          className={buttonVariants({
            variant: "secondary",
            size: "lg",
            className: "print:hidden",
          })}
        >
          <Camera aria-hidden="true" />
          {hero.tour}
        </a>
      </PageHero>
      <CardsSection
        id="features"
        intro={featuresIntro}
        items={withCopy(homeFeatures, features)}
        surface="raised"
      />
      <TourSection />
      <CtaBand />
    </>
  );
}
