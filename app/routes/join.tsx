import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/join";
import { ApplicationSection } from "~/components/join/application-section";
import { ContactBlock } from "~/components/join/contact-block";
import { DatesCard } from "~/components/join/dates-card";
import { TraitsCard } from "~/components/join/traits-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { StepList } from "~/components/step-list";
import { buttonVariants } from "~/components/ui/button";
import { joinSteps } from "~/content/join";
import { localeOf } from "~/content/locales";
import { useMessages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("join", localeOf(params));

export default function Join() {
  const { hero, stepsIntro, steps, stepNumber } = useMessages().pages.join;
  return (
    <>
      <PageHero {...hero} aside={<DatesCard />}>
        <a href="#apply" className={buttonVariants({ size: "lg", className: "print:hidden" })}>
          {hero.toForm}
          {/* The page's own ArrowRight, turned: one icon less to download. */}
          <ArrowRight aria-hidden="true" className="rotate-90" />
        </a>
      </PageHero>
      <Section id="steps" aria-labelledby="steps-heading" surface="raised">
        <SectionHeader id="steps-heading" {...stepsIntro} />
        <StepList
          steps={joinSteps.map((id) => steps[id])}
          stepNumber={(number) => stepNumber({ number })}
        />
      </Section>
      {/* On paper the form starts a page of its own, to fill in by hand. */}
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.6fr_1fr] lg:items-start print:break-before-page">
        <ApplicationSection />
        <TraitsCard />
      </div>
      <ContactBlock />
    </>
  );
}
