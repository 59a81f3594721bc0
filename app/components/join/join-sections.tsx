import { ArrowRight } from "lucide-react";
import { DatesCard } from "~/components/join/dates-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { StepList } from "~/components/step-list";
import { buttonVariants } from "~/components/ui/button";
import { joinSteps } from "~/content/join";
import { useMessages } from "~/lib/i18n";

/** Join Us's hero, the Important Dates beside it, and a way down to the form. */
export function JoinHero() {
  const { hero } = useMessages().pages.join;
  return (
    <PageHero {...hero} aside={<DatesCard />}>
      <a href="#apply" className={buttonVariants({ size: "lg", className: "print:hidden" })}>
        {hero.toForm}
        {/* The page's own ArrowRight, turned: one icon less to download. */}
        <ArrowRight aria-hidden="true" className="rotate-90" />
      </a>
    </PageHero>
  );
}

/** The three steps of the admissions process. */
export function JoinSteps() {
  const { stepsIntro, steps, stepNumber } = useMessages().pages.join;
  return (
    <Section id="steps" aria-labelledby="steps-heading" surface="raised">
      <SectionHeader id="steps-heading" {...stepsIntro} />
      <StepList
        steps={joinSteps.map((id) => steps[id])}
        stepNumber={(number) => stepNumber({ number })}
      />
    </Section>
  );
}
