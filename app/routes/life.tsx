import type { Route } from "./+types/life";
import { TopicPage } from "~/components/topic-page";
import { localeOf } from "~/content/locales";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("life", localeOf(params));

export default function Life() {
  return <TopicPage id="life" />;
}
