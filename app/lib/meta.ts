import type { MetaDescriptor } from "react-router";
import {
  defaultLocale,
  localeInfo,
  localeOf,
  localePath,
  locales,
  type Locale,
} from "~/content/locales";
import type { LegalPageData } from "~/content/markdown-pages.server";
import { messages } from "~/content/messages";
import { pageById, type LegalPageId, type PageId } from "~/content/pages";
import { absoluteUrl, site, socialImage } from "~/content/site";

/** The one template of every page's <title>: the page, then the school. */
export function documentTitle(title: string): string {
  return `${title} — ${site.name}`;
}

/** Open Graph writes a locale with an underscore: en_US. */
const ogLocale = (locale: Locale) => localeInfo(locale).intl.replace("-", "_");

type MetaInput = {
  locale: Locale;
  title: string;
  description: string;
  /** The page's path without a language prefix; none for the not-found page. */
  path?: string;
};

/**
 * Title, description, Open Graph and Twitter tags of a page in one language; for an
 * indexable page also its canonical URL (in its own language) and the alternates in
 * every language, x-default being the default language, as search engines read them.
 */
export function buildMeta({ locale, title, description, path }: MetaInput): MetaDescriptor[] {
  const { common } = messages[locale];
  const fullTitle = documentTitle(title);
  const image = absoluteUrl(localePath(locale, socialImage.file));
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale(locale) },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(socialImage.width) },
    { property: "og:image:height", content: String(socialImage.height) },
    { property: "og:image:alt", content: `${site.name}: ${common.tagline}` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (path === undefined) return tags;
  const url = absoluteUrl(localePath(locale, path));
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:url", content: url },
    ...locales.map(({ code }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: code,
      href: absoluteUrl(localePath(code, path)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(localePath(defaultLocale, path)),
    },
    ...locales
      .filter(({ code }) => code !== locale)
      .map(({ code }) => ({ property: "og:locale:alternate", content: ogLocale(code) })),
  );
  return tags;
}

/**
 * The meta tags of a page of the list in a language (the pages about the site take
 * theirs from their Markdown: legalMeta).
 */
export function pageMeta(id: Exclude<PageId, LegalPageId>, locale: Locale): MetaDescriptor[] {
  const { title, description } = messages[locale].pages[id].meta;
  return buildMeta({ locale, title, description, path: pageById(id).path });
}

/** The meta function of a page about the site: its title and description from its loader's Markdown. */
export function legalMeta({
  params,
  loaderData,
}: {
  params: { lang?: string };
  loaderData: LegalPageData | undefined;
}): MetaDescriptor[] {
  if (!loaderData) return [];
  const { id, title, description } = loaderData;
  return buildMeta({ locale: localeOf(params), title, description, path: pageById(id).path });
}

/** The not-found page's: not indexed, no canonical. */
export function notFoundMeta(locale: Locale): MetaDescriptor[] {
  const { meta } = messages[locale].common.notFound;
  return [...buildMeta({ locale, ...meta }), { name: "robots", content: "noindex" }];
}

/** Where a page lives in a language: `localePath` for a page of the list. */
export function pageHref(id: PageId, locale: Locale, hash = ""): string {
  return `${localePath(locale, pageById(id).path)}${hash}`;
}
