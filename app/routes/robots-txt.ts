import { absoluteUrl } from "~/content/site";

/** robots.txt: every page may be crawled, and the sitemap lists them. */
export function loader() {
  return new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
