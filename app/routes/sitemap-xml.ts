import { defaultLocale, localePath, locales } from "~/content/locales";
import { pages } from "~/content/pages";
import { absoluteUrl } from "~/content/site";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/**
 * sitemap.xml: every indexable page in every language at its canonical URL, each with
 * its alternates in all languages and x-default (as Google documents hreflang in
 * sitemaps), from the same page list and URL functions as the pages' own links. The
 * not-found pages are not in the list.
 */
export function loader() {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(path))}"/>`;
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...locales.map(({ code }) => link(code, localePath(code, page.path))),
      link("x-default", localePath(defaultLocale, page.path)),
    ];
    return locales.map(({ code }) =>
      [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(localePath(code, page.path)))}</loc>`,
        ...alternates,
        "  </url>",
      ].join("\n"),
    );
  });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
