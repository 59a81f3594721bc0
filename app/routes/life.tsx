import type { Route } from "./+types/life";
import { TopicPage } from "~/components/topic-page";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("life", location.pathname);

export default function Life() {
  return <TopicPage id="life" />;
}
