import type { LoaderFunctionArgs } from "react-router";
import { iconMedia, icons } from "~/content/icons";
import { drawIcon } from "~/lib/artwork.server";

/** One icon: app/routes.ts mounts this module at the path of each icon. */
export async function loader({ url }: LoaderFunctionArgs) {
  const icon = icons.find((candidate) => candidate.path === url.pathname);
  if (!icon) throw new Response("No such icon", { status: 404 });
  const { type } = iconMedia(icon);
  return new Response(await drawIcon(icon), { headers: { "Content-Type": type } });
}
