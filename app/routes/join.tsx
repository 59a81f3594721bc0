import { ArrowRight } from "lucide-react";
import type { Route } from "./+types/join";
import { Island } from "~/components/island";
import { ContactBlock } from "~/components/join/contact-block";
import { ApplicationForm } from "~/components/join/application-form";
import { DatesCard } from "~/components/join/dates-card";
import { TraitsCard } from "~/components/join/traits-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { StepList } from "~/components/step-list";
import { buttonVariants } from "~/components/ui/button";
import { Toaster } from "~/components/ui/toaster";
import { joinHero, joinMeta, steps, stepsIntro } from "~/content/join";
import { pageMeta } from "~/lib/meta";
import type { PageHandle } from "~/lib/page-handle";

export const meta: Route.MetaFunction = () => pageMeta(joinMeta);

// The application form and its toasts run in the browser.
export const handle: PageHandle = { hydrate: true };

export default function Join() {
  return (
    <>
      <PageHero {...joinHero} aside={<DatesCard />}>
        <a href="#apply" className={buttonVariants({ size: "lg" })}>
          Go to the application
          {/* The page's own ArrowRight, turned: one icon less to download. */}
          <ArrowRight aria-hidden="true" className="rotate-90" />
        </a>
      </PageHero>
      <Section id="steps" aria-labelledby="steps-heading" surface="raised">
        <SectionHeader id="steps-heading" {...stepsIntro} />
        <StepList steps={steps} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.6fr_1fr] lg:items-start">
        <Island name="application-form">
          <ApplicationForm />
        </Island>
        <TraitsCard />
      </div>
      <ContactBlock />
      {/* The only toasts are the form's, so sonner loads on this page alone. */}
      <Island name="toaster">
        <Toaster />
      </Island>
    </>
  );
}
