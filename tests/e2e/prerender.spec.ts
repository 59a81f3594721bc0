import { expect, test, waitUntilInteractive } from "./fixtures";
import {
  SITE_PAGES,
  SITE_URL,
  htmlElementText,
  htmlTags,
  htmlText,
  publicUrl,
  stayOffline,
} from "./site-data";

// Every page is prerendered, with its own head, and reads without JavaScript.

for (const sitePage of SITE_PAGES) {
  test.describe(`${sitePage.label} (${sitePage.path})`, () => {
    test("is served as complete HTML with its own title, description, canonical and Open Graph tags", async ({
      request,
      page,
    }) => {
      const response = await request.get(sitePage.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/html/);
      const html = await response.text();

      expect(html).toMatch(/<html\b[^>]*\blang="en"/);

      // The headline and the required texts are in the HTML before any script runs.
      const h1 = htmlElementText(html, "h1");
      expect(h1, "an <h1> in the served HTML").toBeTruthy();
      const text = htmlText(html);
      for (const keyText of sitePage.keyTexts) expect(text, keyText).toContain(keyText);

      const title = htmlElementText(html, "title");
      expect(title, "a <title>").toBeTruthy();
      expect(title).toContain("Nova Academy");

      const metas = htmlTags(html, "meta");
      const meta = (key: string) =>
        metas.filter((tag) => tag.name === key || tag.property === key).map((tag) => tag.content);
      const description = meta("description");
      expect(description).toHaveLength(1);
      expect(description[0]?.length ?? 0, "meta description length").toBeGreaterThan(50);

      const canonical = htmlTags(html, "link")
        .filter((tag) => tag.rel === "canonical")
        .map((tag) => tag.href);
      expect(canonical).toEqual([publicUrl(sitePage.path)]);

      expect(meta("og:title")).toEqual([title]);
      expect(meta("og:description")).toEqual(description);
      expect(meta("og:url")).toEqual([publicUrl(sitePage.path)]);
      const ogImage = meta("og:image");
      expect(ogImage).toHaveLength(1);
      expect(ogImage[0]).toMatch(new RegExp(`^${SITE_URL}/\\S+\\.(png|jpe?g|webp)$`));

      // Once its code (if any) has run, the page still shows the prerendered headline and title.
      await page.goto(sitePage.path);
      await waitUntilInteractive(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1 ?? "");
      await expect(page).toHaveTitle(title ?? "");
    });

    test("reads fully with JavaScript turned off", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        await stayOffline(page, baseURL);
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
      } finally {
        await context.close();
      }
    });
  });
}

test("each page has a title of its own", async ({ request }) => {
  const titles = await Promise.all(
    SITE_PAGES.map(async ({ path }) =>
      htmlElementText(await (await request.get(path)).text(), "title"),
    ),
  );
  expect(new Set(titles).size, titles.join(" | ")).toBe(SITE_PAGES.length);
});

test("the social preview image, icons and manifest named in the head are served", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const [ogImage] = htmlTags(html, "meta")
    .filter((tag) => tag.property === "og:image")
    .map((tag) => tag.content ?? "");
  const linked = htmlTags(html, "link")
    .filter((tag) => /\b(icon|apple-touch-icon|manifest)\b/.test(tag.rel ?? ""))
    .map((tag) => tag.href ?? "");
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
