import type { LoaderFunctionArgs } from "react-router";
import { localeOfPath } from "~/content/locales";
import { drawSocialImage } from "~/lib/artwork.server";

/** A language's social preview image, which its pages' og:image and twitter:image name. */
export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return new Response(await drawSocialImage(locale), { headers: { "Content-Type": "image/png" } });
}
