import { drawMark } from "~/lib/artwork.server";

/** The school's mark, its initial under the star: the logo in the header and the footer. */
export async function loader() {
  return new Response(await drawMark(), { headers: { "Content-Type": "image/svg+xml" } });
}
