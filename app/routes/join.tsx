import { ArrowRight } from "lucide-react";
import { lazy, Suspense } from "react";
import type { Route } from "./+types/join";
import { ContactBlock } from "~/components/join/contact-block";
import { DeferredToaster } from "~/components/join/toast-loader";
import { DatesCard } from "~/components/join/dates-card";
import { TraitsCard } from "~/components/join/traits-card";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { StepList } from "~/components/step-list";
import { buttonVariants } from "~/components/ui/button";
import { joinHero, joinMeta, steps, stepsIntro } from "~/content/join";
import { pageMeta } from "~/lib/meta";

// The form's code is not needed to show the page: React keeps the prerendered form
// (inert until hydrated) and hydrates it when this chunk arrives (selective
// hydration), so the page's own JavaScript stays within its budget.
const ApplicationForm = lazy(() =>
  import("~/components/join/application-form").then((module) => ({
    default: module.ApplicationForm,
  })),
);

export const meta: Route.MetaFunction = () => pageMeta(joinMeta);

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
        <Suspense>
          <ApplicationForm />
        </Suspense>
        <TraitsCard />
      </div>
      <ContactBlock />
      {/* The only toasts are the form's, so sonner loads with this route alone. */}
      <DeferredToaster />
    </>
  );
}
