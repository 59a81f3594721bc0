import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { pages } from "../../app/content/pages";
import { builtPages, isNotFound } from "../../scripts/make-site/pages.js";
import { buildDir } from "../../server/build-dir.js";
import { SITE_PAGES, absoluteUrl, localePath, locales } from "../e2e/site-data";
import { request } from "./served";

/**
 * One list of pages (app/content/pages.ts) in every language (app/content/locales.ts),
 * and everything that must follow it: the routes, the sitemap, the prerendered files,
 * the static hosts' and nginx's configuration and the tests' page table (which the look's
 * screenshots and the browser journeys follow). A page missing from any of them fails here; the header and footer of
 * every page are in pages.test.ts.
 */

const every = locales.flatMap(({ code }) =>
  pages.map((page) => ({ ...page, locale: code, served: localePath(code, page.path) })),
);

test("every page of the list is a route, served in every language", async () => {
  for (const page of every) expect((await request(page.served)).status, page.served).toBe(200);
});

test("the sitemap, the prerendered files and the hosts' configuration hold every page", async () => {
  const sitemap = (await request("/sitemap.xml")).text;
  const built = builtPages().map(({ route }) => route);
  const headers = readFileSync(join(buildDir, "client", "_headers"), "utf8").split("\n");
  const nginxMaps = readFileSync(join(buildDir, "nginx", "maps.conf"), "utf8");
  for (const page of every) {
    expect(sitemap, page.served).toContain(`<loc>${absoluteUrl(page.served)}</loc>`);
    expect(built, page.served).toContain(page.served);
    // Static hosts revalidate each page (their _headers rule); nginx redirects its other spellings.
    expect(headers, page.served).toContain(page.served);
    const alias = page.served === "/" ? "~^/$" : `~^${page.served}/?$`;
    expect(nginxMaps, page.served).toContain(`    ${alias} "";`);
  }
});

test("the tests' page table is every page the build published, no more and no fewer", () => {
  // Read from the build's files, not from the lists the table is made of: a page
  // published outside the page list would be in no test.
  const published = builtPages()
    .map(({ route }) => route)
    .filter((route) => !isNotFound(route));
  expect(SITE_PAGES.map((page) => page.path).sort()).toEqual(published.sort());
});
