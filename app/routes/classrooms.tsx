import type { Route } from "./+types/classrooms";
import { TopicPage } from "~/components/topic-page";
import { localeOf } from "~/content/locales";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = ({ params }) => pageMeta("classrooms", localeOf(params));

export default function Classrooms() {
  return <TopicPage id="classrooms" />;
}
