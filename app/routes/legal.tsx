import type { Route } from "./+types/legal";
import { LegalPage } from "~/components/legal-page";
import { useCurrentPath } from "~/components/nav-links";
import { unlocalizedPath } from "~/content/locales";
import { pageAt } from "~/content/pages";
import { useMessages } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";

/** The pages about the site itself share this module; the path says which one. */
const legalPage = (path: string) => {
  const id = pageAt(path)?.id;
  if (id !== "privacy" && id !== "terms" && id !== "accessibility") {
    throw new Error(`No page about the site at ${path}`);
  }
  return id;
};

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(legalPage(unlocalizedPath(location.pathname)), location.pathname);

export default function Legal() {
  return <LegalPage copy={useMessages().pages[legalPage(useCurrentPath())]} />;
}
