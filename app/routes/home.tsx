import type { Route } from "./+types/home";
import { CtaBand } from "~/components/cta-band";
import { HomeFeatures, HomeHero } from "~/components/home-sections";
import { OrganizationData } from "~/components/organization-data";
import { TourSection } from "~/components/tour/tour-section";
import { localeOf } from "~/content/locales";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("home", localeOf(params));

export default function Home() {
  return (
    <>
      <OrganizationData />
      <HomeHero />
      <HomeFeatures />
      <TourSection />
      <CtaBand />
    </>
  );
}
