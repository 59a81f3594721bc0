import type { Route } from "./+types/join";
import { ApplicationSection } from "~/components/join/application-section";
import { ContactBlock } from "~/components/join/contact-block";
import { JoinHero, JoinSteps } from "~/components/join/join-sections";
import { TraitsCard } from "~/components/join/traits-card";
import { localeOf } from "~/content/locales";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("join", localeOf(params));

export default function Join() {
  return (
    <>
      <JoinHero />
      <JoinSteps />
      {/* On paper the form starts a page of its own, to fill in by hand. */}
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-16 sm:px-8 sm:py-24 lg:grid-cols-[1.6fr_1fr] lg:items-start print:break-before-page">
        <ApplicationSection />
        <TraitsCard />
      </div>
      <ContactBlock />
    </>
  );
}
