import type { Route } from "./+types/social-image";
import { localeOf } from "~/content/locales";
import { drawSocialImage } from "~/lib/artwork.server";

/** A language's social preview image, which its pages' og:image and twitter:image name. */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  return new Response(await drawSocialImage(locale), { headers: { "Content-Type": "image/png" } });
}
