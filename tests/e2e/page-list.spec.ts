import { readFileSync } from "node:fs";
import { join } from "node:path";
import { builtPages } from "../../scripts/make-site/pages.js";
import { screenshotPaths } from "../../scripts/tools/screenshots.js";
import { buildDir } from "../../server/build-dir.js";
import { expect, test } from "./fixtures";
import { MESSAGES, SITE_PAGES, absoluteUrl, localePath, locales } from "./site-data";
import { pages } from "../../app/content/pages";

/**
 * One list of pages (app/content/pages.ts) in every language (app/content/locales.ts),
 * and everything that must follow it: the routes, the header, the footer, the sitemap,
 * the prerendered files, the static hosts' and nginx's configuration, the browser
 * tests' page table and the screenshots. A page missing from any of them fails here.
 */

// One run is enough: nothing here depends on the screen (the desktop project runs it).

const every = locales.flatMap(({ code }) =>
  pages.map((page) => ({ ...page, locale: code, served: localePath(code, page.path) })),
);

test("every page of the list is a route, served in every language", async ({ request }) => {
  for (const page of every) {
    const response = await request.get(page.served);
    expect(response.status(), page.served).toBe(200);
  }
});

test("the header links the main pages and the footer every page, in the page's language", async ({
  staticPage,
}) => {
  for (const { code } of locales) {
    await staticPage.goto(localePath(code, "/"));
    const labels = MESSAGES[code].pages;
    const header = staticPage.getByRole("banner").getByRole("navigation").first();
    const footer = staticPage.getByRole("contentinfo");
    for (const page of every.filter((candidate) => candidate.locale === code)) {
      const name = labels[page.id].meta.label;
      const inHeader = header.getByRole("link", { name, exact: true });
      if (page.nav === "main") await expect(inHeader, name).toHaveAttribute("href", page.served);
      else await expect(inHeader, name).toHaveCount(0);
      await expect(footer.getByRole("link", { name, exact: true }), name).toHaveAttribute(
        "href",
        page.served,
      );
    }
  }
});

test("the sitemap, the prerendered files and the hosts' configuration hold every page", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
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

test("the browser tests' page table and the screenshots cover every page", () => {
  const table = SITE_PAGES.map((page) => page.path);
  const screenshots = screenshotPaths();
  for (const page of every) {
    expect(table, page.served).toContain(page.served);
    expect(screenshots, page.served).toContain(page.served);
  }
});
