import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { buildDir } from "../../server/build-dir.js";
import { adminHeaders } from "../../server/security-headers.js";
import { SITE_PAGES, UNKNOWN_PATHS } from "../e2e/site-data";
import { request, served, show } from "./served";

// The editor at /admin as its server answers it: a page of its own with a policy of its
// own, kept out of search engines, and named by no page of the site. The same headers on
// the static hosts and nginx: scripts/make-site/host-configs.test.js.

const backend = JSON.parse(readFileSync(join(buildDir, "admin-backend.json"), "utf8"));
const expected = adminHeaders(backend);

test("the editor's page sends its own headers: its policy, noindex, no CDN", async () => {
  for (const path of ["/admin", "/admin/"]) {
    const { status, headers } = await served(path);
    expect(status, path).toBe(200);
    for (const [name, value] of Object.entries(expected)) {
      expect(headers.get(name), `${name} of ${path}`).toBe(value);
    }
    expect(headers.get("x-robots-tag"), path).toBe("noindex");
    expect(headers.get("cache-control"), path).toBe("no-cache");
    const policy = headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unpkg|jsdelivr|'unsafe-eval'/);
  }
});

test("the editor's page is a bare document: noindex, in English, a line for no JavaScript", async () => {
  const page = show((await served("/admin/")).text);
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content");
  expect(robots).toBe("noindex");
  expect(document.documentElement.lang).toBe("en");
  expect(document.querySelector("noscript")?.textContent).toMatch(/needs JavaScript/);
  expect(page.queryByRole("banner")).toBeNull();
  expect(page.queryByRole("contentinfo")).toBeNull();
  const scripts = Array.from(document.querySelectorAll("script"), (script) =>
    script.getAttribute("src"),
  );
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/[\w-]+\.js$/)]);
});

test("no page of the site names the editor: no link, not in the sitemap or robots.txt", async () => {
  const paths = [...SITE_PAGES.map(({ path }) => path), ...UNKNOWN_PATHS.slice(0, 1)];
  for (const path of [...paths, "/sitemap.xml", "/robots.txt"]) {
    const { text } = await request(path);
    expect(text, path).not.toMatch(/\/admin\b/);
  }
});

test("the site's pages keep the site's policy", async () => {
  const { headers } = await served("/");
  expect(headers.get("content-security-policy")).not.toBe(expected["Content-Security-Policy"]);
  expect(headers.get("x-robots-tag")).toBeNull();
});
