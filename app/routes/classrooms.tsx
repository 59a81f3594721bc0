import type { Route } from "./+types/classrooms";
import { TopicPage } from "~/components/topic-page";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ location }) => pageMeta("classrooms", location.pathname);

export default function Classrooms() {
  return <TopicPage id="classrooms" />;
}
