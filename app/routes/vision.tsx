import type { Route } from "./+types/vision";
import { TopicPage } from "~/components/topic-page";
import { localeOf } from "~/content/locales";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("vision", localeOf(params));

export default function Vision() {
  return <TopicPage id="vision" />;
}
