import { drawSocialImage } from "~/lib/artwork.server";

/** The social preview image that every page's og:image and twitter:image name. */
export async function loader() {
  return new Response(await drawSocialImage(), { headers: { "Content-Type": "image/png" } });
}
