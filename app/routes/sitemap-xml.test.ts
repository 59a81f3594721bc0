import { describe, expect, it } from "vitest";
import { defaultLocale, locales, type Locale } from "~/content/locales";
import { legalPageLoader } from "~/content/markdown-pages.server";
import { isLegalPage, pages, type Page } from "~/content/pages";
import { legalMeta, pageMeta } from "~/lib/meta";
import { loader } from "./sitemap-xml";

const XHTML = "http://www.w3.org/1999/xhtml";

/**
 * A page's head as its route writes it, from its route's params (every language but the
 * default has its code as `lang`): a page about the site from its loader's Markdown.
 */
function headOf(page: Page, locale: Locale) {
  if (!isLegalPage(page)) return pageMeta(page.id, locale);
  const params = locale === defaultLocale ? {} : { lang: locale };
  return legalMeta({ params, loaderData: legalPageLoader(page.id)({ params }) });
}

/** The links of one kind each page's head carries, as [hreflang, href]. */
const headLinks = (page: Page, locale: Locale, rel: string) =>
  headOf(page, locale).flatMap((tag) =>
    "rel" in tag && tag.rel === rel && "href" in tag
      ? [[String(tag.hrefLang ?? ""), String(tag.href)]]
      : [],
  );

async function sitemap() {
  const response = loader();
  expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const xml = new DOMParser().parseFromString(await response.text(), "application/xml");
  expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(xml.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return [...xml.getElementsByTagName("url")].map((url) => ({
    loc: url.getElementsByTagName("loc")[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map((link) => [
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]),
  }));
}

describe("sitemap.xml", () => {
  it("lists every page in every language, at the canonical URL its head links", async () => {
    const urls = await sitemap();
    const expected = pages.flatMap((page) =>
      locales.map(({ code }) => headLinks(page, code, "canonical")[0]?.[1]),
    );
    expect(urls.map((url) => url.loc)).toEqual(expected);
    expect(urls).toHaveLength(pages.length * locales.length);
    expect(urls.map((url) => url.loc).join(" ")).not.toMatch(/404/);
  });

  it("gives each URL the same alternates as the page's head: every language and x-default", async () => {
    const urls = await sitemap();
    for (const page of pages) {
      for (const { code } of locales) {
        const loc = headLinks(page, code, "canonical")[0]?.[1];
        const entry = urls.find((url) => url.loc === loc);
        expect(entry?.alternates, loc).toEqual(headLinks(page, code, "alternate"));
        expect(entry?.alternates.map(([lang]) => lang)).toContain("x-default");
        expect(entry?.alternates).toContainEqual([
          defaultLocale,
          headLinks(page, defaultLocale, "canonical")[0]?.[1],
        ]);
      }
    }
  });
});
