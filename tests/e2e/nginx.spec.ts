import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseHtml } from "../../scripts/build/html.js";
import { buildDir } from "../../server/build-dir.js";
import { securityHeaders } from "../../server/security-headers.js";
import { request as rawGet } from "../../server/test-fixture.js";
import { expect, test, waitForHydration, waitUntilInteractive } from "./fixtures";

/**
 * Smoke test of the build behind the real nginx with deploy/nginx.conf (the "nginx"
 * project; scripts/nginx-test-server.js runs nginx on a loopback port). Same pages,
 * same headers as the Node server, the 404 page, precompressed files, pages that run their code.
 */

const nodeURL = `http://localhost:${process.env.TEST_PORT ?? 4300}`;
const hashes = JSON.parse(readFileSync(join(buildDir, "inline-hashes.json"), "utf8"));
const expected = securityHeaders(hashes, { https: false });
const ROUTES: [string, string][] = [
  ["/", "index.html"],
  ["/vision", "vision/index.html"],
  ["/classrooms", "classrooms/index.html"],
  ["/life", "life/index.html"],
  ["/join", "join/index.html"],
];

/** The h1 text of a built page, so the test follows content changes. */
function h1Of(file: string) {
  const html = readFileSync(join(buildDir, "client", file), "utf8");
  return parseHtml(html).querySelector("h1")?.text.trim() ?? "";
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

for (const [path, file] of ROUTES) {
  test(`${path} is served by nginx and works`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expectSiteHeaders(response?.headers() ?? {});
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1Of(file));
    await waitUntilInteractive(page);
  });
}

for (const path of ["/no-such-page", "/a/b/c", "/404", "/404.html"]) {
  test(`${path} is a 404 with the not-found page`, async ({ page, consoleLog }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expectSiteHeaders(response?.headers() ?? {});
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect
      .poll(() => consoleLog.filter((entry) => entry.text.includes(path)))
      .toHaveLength(1);
  });
}

for (const [alias, page] of [
  ["/Vision", "/vision"],
  ["/vision/index.html", "/vision"],
  ["/index.html", "/"],
  ["/JOIN/?ref=mail", "/join?ref=mail"],
] as const) {
  test(`${alias} redirects to ${page} and works there`, async ({ page: tab, request }) => {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(page);
    await tab.goto(alias);
    await waitUntilInteractive(tab);
    expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(page);
  });
}

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
    "/_headers",
  ]) {
    const { status, body } = await rawGet(port, target);
    expect(status, target).toBeGreaterThanOrEqual(400);
    expect(status, target).toBeLessThan(500);
    expect(body.toString(), target).not.toContain("root:");
  }
});
