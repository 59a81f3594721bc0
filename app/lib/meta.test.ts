// @vitest-environment node
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultLocale, localePath, locales, type Locale } from "~/content/locales";
import { legalPageLoader, markdownPage } from "~/content/markdown-pages.server";
import { messages } from "~/content/messages";
import { isLegalPage, pages, type Page } from "~/content/pages";
import { site } from "~/content/site";
import { buildMeta, documentTitle, legalMeta, notFoundMeta, pageMeta } from "~/lib/meta";

// The head of each page: title, description, canonical link, alternates and Open Graph tags.

const ORIGIN = site.url;
const url = (path: string) => (path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`);

/** The content of the meta tag with this name or property. */
function content(tags: MetaDescriptor[], key: string): unknown[] {
  return tags
    .filter(
      (tag) => ("name" in tag && tag.name === key) || ("property" in tag && tag.property === key),
    )
    .map((tag) => ("content" in tag ? tag.content : undefined));
}

const titles = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) => ("title" in tag ? [tag.title] : []));

function links(tags: MetaDescriptor[], rel: string) {
  return tags.flatMap((tag) =>
    "tagName" in tag && tag.tagName === "link" && tag.rel === rel
      ? [{ hrefLang: tag.hrefLang as string | undefined, href: tag.href as string }]
      : [],
  );
}

describe("buildMeta", () => {
  const tags = buildMeta({
    locale: "en",
    title: "A title",
    description: "A description of the page.",
    path: "/vision",
  });

  it("sets one title, from the one template, and one description", () => {
    expect(titles(tags)).toEqual([documentTitle("A title")]);
    expect(documentTitle("A title")).toBe(`A title — ${site.name}`);
    expect(content(tags, "description")).toEqual(["A description of the page."]);
  });

  it("links the absolute canonical URL of the path", () => {
    expect(links(tags, "canonical").map((link) => link.href)).toEqual([url("/vision")]);
  });

  it("gives Open Graph the same title, description and URL, and an absolute image", () => {
    expect(content(tags, "og:title")).toEqual([documentTitle("A title")]);
    expect(content(tags, "og:description")).toEqual(["A description of the page."]);
    expect(content(tags, "og:url")).toEqual([url("/vision")]);
    expect(content(tags, "og:type")).toEqual(["website"]);
    expect(content(tags, "og:site_name")).toEqual([site.name]);
    expect(content(tags, "og:locale")).toEqual(["en_US"]);
    const [image] = content(tags, "og:image");
    expect(image).toMatch(new RegExp(`^${ORIGIN}/\\S+\\.png$`));
    expect(content(tags, "twitter:image")).toEqual([image]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("names the page in every language, and the default one as x-default", () => {
    expect(links(tags, "alternate")).toEqual([
      ...locales.map(({ code }) => ({ hrefLang: code, href: url(localePath(code, "/vision")) })),
      { hrefLang: "x-default", href: url("/vision") },
    ]);
  });

  it("has no canonical link, alternates or og:url without a path (the not-found page)", () => {
    const notFound = buildMeta({ locale: "en", title: "Not found", description: "Nothing." });
    expect(links(notFound, "canonical")).toEqual([]);
    expect(links(notFound, "alternate")).toEqual([]);
    expect(content(notFound, "og:url")).toEqual([]);
  });

  it("writes the home page's canonical URL with its trailing slash", () => {
    const home = buildMeta({ locale: "en", title: "t", description: "d", path: "/" });
    expect(links(home, "canonical").map((link) => link.href)).toEqual([`${ORIGIN}/`]);
  });
});

/**
 * A page's head as its route writes it, from its route's params (every language but the
 * default has its code as `lang`): a page about the site from its loader's Markdown.
 */
function headOf(page: Page, locale: Locale) {
  if (!isLegalPage(page)) return pageMeta(page.id, locale);
  const params = locale === defaultLocale ? {} : { lang: locale };
  return legalMeta({ params, loaderData: legalPageLoader(page.id)({ params }) });
}

describe.each(locales.map(({ code }) => code))("pageMeta in %s", (locale) => {
  it.each(pages.map((page) => page.id))(
    "gives %s its own canonical URL, title and description",
    (id) => {
      const page = pages.find((candidate) => candidate.id === id)!;
      const path = localePath(locale, page.path);
      const tags = headOf(page, locale);
      const meta = isLegalPage(page)
        ? markdownPage(locale, page.id)
        : messages[locale].pages[page.id].meta;
      expect(links(tags, "canonical").map((link) => link.href)).toEqual([url(path)]);
      expect(content(tags, "og:url")).toEqual([url(path)]);
      expect(titles(tags)).toEqual([documentTitle(meta.title)]);
      expect(content(tags, "description")).toEqual([meta.description]);
    },
  );

  it("gives every page a title and a description of its own", () => {
    const all = pages.map((page) => headOf(page, locale));
    expect(new Set(all.map((tags) => titles(tags)[0])).size).toBe(pages.length);
    expect(new Set(all.map((tags) => content(tags, "description")[0])).size).toBe(pages.length);
  });

  it("keeps the not-found page out of search results", () => {
    const tags = notFoundMeta(locale);
    expect(content(tags, "robots")).toEqual(["noindex"]);
    expect(titles(tags)).toEqual([documentTitle(messages[locale].common.notFound.meta.title)]);
  });
});
