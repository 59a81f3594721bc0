import { pages } from "~/content/pages";
import { absoluteUrl } from "~/content/site";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[char]};`,
  );

/**
 * sitemap.xml: the indexable pages at their canonical URLs, from the same
 * page list and URL function as their canonical links (the not-found page is
 * not in the list).
 */
export function loader() {
  const urls = pages.map(
    (page) => `  <url>\n    <loc>${escapeXml(absoluteUrl(page.path))}</loc>\n  </url>`,
  );
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    { headers: { "Content-Type": "application/xml; charset=utf-8" } },
  );
}
