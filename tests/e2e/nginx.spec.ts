import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../../server/build-dir.js";
import { securityHeaders } from "../../server/security-headers.js";
import { request as rawGet } from "../support/test-fixture.js";
import type { APIResponse } from "@playwright/test";
import { parseHtml } from "../../scripts/make-site/html.js";
import { expect, test, waitForHydration } from "./fixtures";
import { MESSAGES, SITE_PAGES, defaultLocale, localePath, locales, type Locale } from "./site-data";

/**
 * Smoke test of the build behind the real nginx with deploy/nginx.conf (the "nginx"
 * project; scripts/test-runner/nginx-test-server.js runs nginx on a loopback port). Same pages in
 * every language, same headers as the Node server, each language's 404 page,
 * precompressed files, pages that run their code, and nothing of the static hosts'.
 */

const nodeURL = `http://localhost:${process.env.TEST_PORT ?? 4300}`;
const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
const expected = securityHeaders(hashes);

/** The not-found page's heading in each language. */
const notFoundTitle = (locale: Locale) => MESSAGES[locale].common.notFound.title;

/** The language an unknown path is under: "/es/nope" is Spanish, "/nope" English. */
function localeOf(pathname: string): Locale {
  const prefixed = locales.find(
    ({ code }) => code !== defaultLocale && pathname.startsWith(`${localePath(code, "/")}/`),
  );
  return prefixed?.code ?? defaultLocale;
}

function expectSiteHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(expected)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers["strict-transport-security"]).toBeUndefined();
}

test("nginx sends the same policy as the Node server", async ({ request }) => {
  const [fromNginx, fromNode] = await Promise.all([request.get("/"), request.get(`${nodeURL}/`)]);
  for (const name of Object.keys(expected).map((header) => header.toLowerCase())) {
    expect(fromNginx.headers()[name], name).toBe(fromNode.headers()[name]);
  }
  expect(fromNginx.headers().server).toBe("nginx"); // server_tokens off: no version
});

/** The language and headline of a page as nginx sends it, read by the build's HTML parser. */
async function pageOf(response: APIResponse) {
  const html = parseHtml(await response.text());
  return {
    lang: html.querySelector("html")?.getAttribute("lang"),
    h1: html.querySelector("h1")?.text,
  };
}

// Every page's answer; what a page then does in the browser does not depend on the server
// but for its headers, compared above, and is run here on the pages with code.
test("every page is served by nginx in its language, with the site's headers", async ({
  request,
}) => {
  for (const { path, locale, h1 } of SITE_PAGES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectSiteHeaders(response.headers());
    expect(response.headers()["cache-control"], path).toBe("no-cache");
    expect(await pageOf(response), path).toEqual({ lang: locale, h1 });
  }
});

for (const { path } of SITE_PAGES.filter(({ hasCode }) => hasCode)) {
  test(`${path} works behind nginx: its code loads and runs under nginx's policy`, async ({
    page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    await waitForHydration(page);
  });
}

// Unknown paths, and the not-found pages' own files: a 404 in the path's language,
// never a page of its own with status 200.
const UNKNOWN = [
  "/nope",
  "/no-such-page",
  "/a/b/c",
  "/404",
  "/404.html",
  "/404/index.html",
  "/es/nope",
  "/es/a/b/c",
  "/es/404",
  "/es/404.html",
  "/es/404/index.html",
];

test("unknown paths, and the not-found pages' own files, are a 404 in the path's language", async ({
  request,
}) => {
  for (const path of UNKNOWN) {
    const locale = localeOf(path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expectSiteHeaders(response.headers());
    expect(await pageOf(response), path).toEqual({ lang: locale, h1: notFoundTitle(locale) });
  }
});

for (const { code } of locales) {
  const path = localePath(code, "/nope");
  test(`${path}: the not-found page's script runs under nginx's policy and logs the path`, async ({
    page,
    consoleLog,
  }) => {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect
      .poll(() => consoleLog.filter((entry) => entry.text.includes(path)))
      .toHaveLength(1);
  });
}

test("other spellings of a page redirect to it, its query kept", async ({ request }) => {
  for (const [alias, target] of [
    ["/Vision", "/vision"],
    ["/vision/index.html", "/vision"],
    ["/index.html", "/"],
    ["/JOIN/?ref=mail", "/join?ref=mail"],
    ["/Privacy", "/privacy"],
    ["/es/Vision", "/es/vision"],
    ["/es/index.html", "/es"],
    ["/es/JOIN/?ref=mail", "/es/join?ref=mail"],
  ] as const) {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(301);
    expect(response.headers().location, alias).toBe(target);
  }
});

test("robots.txt, the sitemap and the manifest have their content types", async ({ request }) => {
  const types = {
    "/robots.txt": /^text\/plain/,
    "/sitemap.xml": /^(application|text)\/xml/,
    "/site.webmanifest": /^application\/manifest\+json/,
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(type);
  }
});

test("assets are immutable and precompressed", async ({ page, request }) => {
  const assets: string[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const script = assets.find((url) => url.endsWith(".js"));
  expect(script).toBeDefined();
  for (const url of [script ?? "", "/"]) {
    const response = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers().vary).toMatch(/accept-encoding/i);
  }
  const asset = await request.get(script ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the static hosts' files, _headers and _redirects, are not served", async ({ request }) => {
  // What each file holds, so an answer that holds it is the file itself.
  for (const [path, content] of [
    ["/_headers", "Content-Security-Policy:"],
    ["/_redirects", "/es/*"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain(content);
  }
});

test("other methods are 405, hidden files and traversal 4xx", async ({ baseURL }) => {
  const port = Number(new URL(baseURL ?? "").port);
  const post = await rawGet(port, "/", { method: "POST" });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe("GET, HEAD");
  for (const target of [
    "/.git/config",
    "/.env",
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc/passwd",
    "/index.html.gz",
  ]) {
    const { status, body } = await rawGet(port, target);
    expect(status, target).toBeGreaterThanOrEqual(400);
    expect(status, target).toBeLessThan(500);
    expect(body.toString(), target).not.toContain("root:");
  }
});
