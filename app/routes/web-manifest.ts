import { iconMedia, icons } from "~/content/icons";
import { localeOf, localePath } from "~/content/locales";
import { messages } from "~/content/messages";
import { site, themeColor } from "~/content/site";

/** A language's web app manifest: the name, colours and icons of the installed site. */
export function loader({ params }: { params: { lang?: string } }) {
  const locale = localeOf(params);
  const home = localePath(locale, "/");
  const manifest = {
    name: site.name,
    // Home screens show about 12 characters.
    short_name: site.name.length <= 12 ? site.name : (site.name.split(/\s+/)[0] ?? site.name),
    description: messages[locale].common.description,
    id: home,
    start_url: home,
    scope: "/",
    display: "standalone",
    lang: locale,
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
