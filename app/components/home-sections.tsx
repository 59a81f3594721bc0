import { ArrowRight, Camera, Sparkles } from "lucide-react";
import { CardsSection } from "~/components/content-sections";
import { PageHero } from "~/components/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { artwork } from "~/content/art";
import { homeFeatures } from "~/content/home";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import { withCopy } from "~/lib/with-copy";

/** Home's hero: the headline, Discover Our Vision, and Virtual Tour, which opens the tour. */
export function HomeHero() {
  const { hero } = useMessages().pages.home;
  const locale = useLocale();
  return (
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
        className={buttonVariants({ variant: "secondary", size: "lg", className: "print:hidden" })}
      >
        <Camera aria-hidden="true" />
        {hero.tour}
      </a>
    </PageHero>
  );
}

/** Home's six feature cards. */
export function HomeFeatures() {
  const { featuresIntro, features } = useMessages().pages.home;
  return (
    <CardsSection
      id="features"
      intro={featuresIntro}
      items={withCopy(homeFeatures, features)}
      surface="raised"
    />
  );
}
