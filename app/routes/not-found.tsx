import type { Route } from "./+types/not-found";
import { NotFoundPage } from "~/components/not-found-page";
import { localeOf } from "~/content/locales";
import { notFoundMeta } from "~/lib/meta";

/** Every unknown path under a language, prerendered as its 404 page. */
export const meta: Route.MetaFunction = ({ params }) => notFoundMeta(localeOf(params));
export default NotFoundPage;
