import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site, socialImage } from "~/content/site";
import type { PageMeta } from "~/content/types";

type MetaInput = { title: string; description: string; path?: string };

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function buildMeta({ title, description, path }: MetaInput): MetaDescriptor[] {
  const image = absoluteUrl(socialImage.path);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${site.name}: ${site.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (path) {
    tags.push(
      { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
      { property: "og:url", content: absoluteUrl(path) },
    );
  }
  return tags;
}

/** Meta tags of one of the five pages. */
export function pageMeta({ path, title, description }: PageMeta): MetaDescriptor[] {
  return buildMeta({ title, description, path });
}
