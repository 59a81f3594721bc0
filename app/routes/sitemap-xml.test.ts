import { describe, expect, it } from "vitest";
import { defaultLocale, localePath, locales } from "~/content/locales";
import { isLegalPage, pages, type Page } from "~/content/pages";
import { absoluteUrl } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import { loader as legalLoader, meta as legalMeta } from "./legal";
import { loader } from "./sitemap-xml";

const XHTML = "http://www.w3.org/1999/xhtml";

/** A page's head as its route writes it: a page about the site from its loader's Markdown. */
function headOf(page: Page, path: string) {
  if (!isLegalPage(page)) return pageMeta(page.id, path);
  const url = new URL(absoluteUrl(path));
  const loaderData = legalLoader({ url } as Parameters<typeof legalLoader>[0]);
  return legalMeta({ location: { pathname: path }, loaderData } as Parameters<typeof legalMeta>[0]);
}

/** The links of one kind each page's head carries, as [hreflang, href]. */
const headLinks = (page: Page, path: string, rel: string) =>
  headOf(page, path).flatMap((tag) =>
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
      locales.map(({ code }) => headLinks(page, localePath(code, page.path), "canonical")[0]?.[1]),
    );
    expect(urls.map((url) => url.loc)).toEqual(expected);
    expect(urls).toHaveLength(pages.length * locales.length);
    expect(urls.map((url) => url.loc).join(" ")).not.toMatch(/404/);
  });

  it("gives each URL the same alternates as the page's head: every language and x-default", async () => {
    const urls = await sitemap();
    for (const page of pages) {
      for (const { code } of locales) {
        const path = localePath(code, page.path);
        const loc = headLinks(page, path, "canonical")[0]?.[1];
        const entry = urls.find((url) => url.loc === loc);
        expect(entry?.alternates, loc).toEqual(headLinks(page, path, "alternate"));
        expect(entry?.alternates.map(([lang]) => lang)).toContain("x-default");
        expect(entry?.alternates).toContainEqual([
          defaultLocale,
          headLinks(page, page.path, "canonical")[0]?.[1],
        ]);
      }
    }
  });
});
