import type { Route } from "./+types/legal";
import { LegalPage } from "~/components/legal-page";
import { localeOfPath, unlocalizedPath } from "~/content/locales";
import { markdownPage } from "~/content/markdown-pages.server";
import { isLegalPage, pageAt } from "~/content/pages";
import { buildMeta } from "~/lib/meta";

/** The pages about the site share this module; the path says which one. */
const legalPage = (pathname: string) => {
  const page = pageAt(unlocalizedPath(pathname));
  if (!page || !isLegalPage(page)) throw new Error(`No page about the site at ${pathname}`);
  return page;
};

/**
 * The page's Markdown in the path's language, read while the page is prerendered: the
 * parser stays out of the browser's code, and the page ships none (app/content/markdown-pages.server.ts).
 */
export function loader({ url: { pathname } }: Route.LoaderArgs) {
  const { id } = legalPage(pathname);
  return { id, ...markdownPage(localeOfPath(pathname), id) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { title, description } = loaderData;
  const locale = localeOfPath(location.pathname);
  return buildMeta({ locale, title, description, path: legalPage(location.pathname).path });
};

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage page={loaderData} />;
}
