import type { Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";
import { SITE_PAGES, SITE_URL, publicUrl } from "./site-data";

// Every page is prerendered, with its own head, and reads without JavaScript. What the
// served HTML holds is read in a page with JavaScript off (the `staticPage` fixture).

/** The `content` of every <meta> whose name or property is `key`. */
async function metaContents(page: Page, key: string) {
  return page
    .locator(`meta[name="${key}"], meta[property="${key}"]`)
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
}

/** The `href` of every <link> whose rel is one of `rels`. */
async function linkHrefs(page: Page, rels: string[]) {
  return page
    .locator(rels.map((rel) => `link[rel="${rel}"]`).join(", "))
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

for (const sitePage of SITE_PAGES) {
  test.describe(`${sitePage.label} (${sitePage.path})`, () => {
    test("is served as complete HTML with its own title, description, canonical and Open Graph tags", async ({
      request,
      staticPage,
      page,
    }) => {
      const response = await request.get(sitePage.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);

      await staticPage.goto(sitePage.path);
      await expect(staticPage.locator("html")).toHaveAttribute("lang", "en");
      // The headline is in the HTML before any script runs.
      const h1 = await staticPage.getByRole("heading", { level: 1 }).textContent();
      expect(h1, "an <h1> in the served HTML").toBeTruthy();

      const title = await staticPage.title();
      expect(title, "a <title>").toContain("Nova Academy");

      const description = await metaContents(staticPage, "description");
      expect(description).toHaveLength(1);
      expect(description[0]?.length ?? 0, "meta description length").toBeGreaterThan(50);
      expect(await linkHrefs(staticPage, ["canonical"])).toEqual([publicUrl(sitePage.path)]);

      expect(await metaContents(staticPage, "og:title")).toEqual([title]);
      expect(await metaContents(staticPage, "og:description")).toEqual(description);
      expect(await metaContents(staticPage, "og:url")).toEqual([publicUrl(sitePage.path)]);
      const ogImage = await metaContents(staticPage, "og:image");
      expect(ogImage).toHaveLength(1);
      expect(ogImage[0]).toMatch(new RegExp(`^${SITE_URL}/\\S+\\.(png|jpe?g|webp)$`));

      // Once its code (if any) has run, the page still shows the prerendered headline and title.
      await page.goto(sitePage.path);
      await waitUntilInteractive(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1 ?? "");
      await expect(page).toHaveTitle(title);
    });

    test("reads fully with JavaScript turned off", async ({ staticPage: page }) => {
      const response = await page.goto(sitePage.path);
      expect(response?.status()).toBe(200);

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      for (const keyText of sitePage.keyTexts) {
        await expect(main.getByText(keyText).first(), keyText).toBeVisible();
      }
      // Header and footer too: the school's links and the fictional-concept disclaimer.
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Nova Academy" }),
      ).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(/fictional/i)).toBeVisible();
      for (const { label } of SITE_PAGES) {
        await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
      }
      // On a phone the menu still opens without JavaScript.
      if ((page.viewportSize()?.width ?? 0) < 768) {
        const banner = page.getByRole("banner");
        await banner.getByRole("button", { name: /menu/i }).click();
        for (const { label } of SITE_PAGES) {
          await expect(banner.getByRole("link", { name: label, exact: true })).toBeVisible();
        }
        await expect(banner.getByRole("link", { name: "Enroll Now" })).toBeVisible();
      }
    });
  });
}

test("each page has a title of its own", async ({ staticPage }) => {
  const titles: string[] = [];
  for (const { path } of SITE_PAGES) {
    await staticPage.goto(path);
    titles.push(await staticPage.title());
  }
  expect(new Set(titles).size, titles.join(" | ")).toBe(SITE_PAGES.length);
});

test("the social preview image, icons and manifest named in the head are served", async ({
  request,
  staticPage,
}) => {
  await staticPage.goto("/");
  const [ogImage] = await metaContents(staticPage, "og:image");
  const linked = await linkHrefs(staticPage, ["icon", "apple-touch-icon", "manifest"]);
  expect(linked.length, "icon and manifest links").toBeGreaterThan(0);
  for (const url of [new URL(ogImage ?? "").pathname, ...linked]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toMatch(
      /^(image\/|application\/(manifest\+)?json)/,
    );
  }
});

test("robots.txt names the sitemap, which lists exactly the pages at their canonical URLs", async ({
  request,
  page,
}) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect((await robots.text()).split("\n")).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toMatch(/^(application|text)\/xml/);
  // The browser's own XML parser reads the <loc> elements (on a blank page: Chromium's
  // XML viewer styles a document inline, which the site's CSP rightly refuses).
  const locs = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return ["not XML"];
      return [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    },
    await sitemap.text(),
  );
  expect([...locs].sort()).toEqual(SITE_PAGES.map(({ path }) => publicUrl(path)).sort());
});
