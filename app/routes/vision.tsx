import type { Route } from "./+types/vision";
import { TopicPage } from "~/components/topic-page";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("vision", location.pathname);

export default function Vision() {
  return <TopicPage id="vision" />;
}
