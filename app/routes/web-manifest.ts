import { iconMedia, icons } from "~/content/icons";
import { site, themeColor } from "~/content/site";

/** The web app manifest: the name, colours and icons of the installed site. */
export function loader() {
  const manifest = {
    name: site.name,
    // Home screens show about 12 characters.
    short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? site.name),
    description: site.description,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    lang: "en",
    dir: "ltr",
    theme_color: themeColor,
    background_color: themeColor,
    icons: icons
      .filter((icon) => icon.manifest)
      .map((icon) => ({
        src: icon.path,
        ...iconMedia(icon),
        ...(icon.path.endsWith(".png") && { purpose: icon.maskable ? "maskable" : "any" }),
      })),
  };
  return new Response(`${JSON.stringify(manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json" },
  });
}
