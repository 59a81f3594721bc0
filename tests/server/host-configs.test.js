// @vitest-environment node
// @ts-check
/**
 * One source: the `_headers` file and the nginx includes generated at build send
 * exactly the headers the Node server sends (read from a real response).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeHostConfigs } from "../../scripts/build/host-configs.js";
import { urlPathsOf } from "../../server/page-paths.js";
import { createSiteServer } from "../../server/app.js";
import { HSTS } from "../../server/security-headers.js";
import { ASSET, createFixtureBuild, request } from "./fixture.js";

const SECURITY_HEADERS = [
  "Content-Security-Policy",
  "X-Content-Type-Options",
  "Referrer-Policy",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "X-Frame-Options",
];

/** @type {ReturnType<typeof createFixtureBuild>} */
let fixture;
/** What the Node server sent for `/`, by header name. */
let served = /** @type {Record<string, string>} */ ({});
/** @type {{ path: string, headers: Record<string, string> }[]} */
let rules = [];
let nginxHeaders = "";
let nginxMaps = "";

/** `_headers` → rules, the way Netlify and Cloudflare Pages read it. @param {string} text */
function parseHeadersFile(text) {
  /** @type {{ path: string, headers: Record<string, string> }[]} */
  const parsed = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) parsed.push({ path: line.trim(), headers: {} });
    else {
      const [name = "", ...value] = line.trim().split(": ");
      const rule = parsed.at(-1);
      if (!rule) throw new Error(`header before any path: ${line}`);
      expect(rule.headers[name], `${name} twice in ${rule.path}`).toBeUndefined();
      rule.headers[name] = value.join(": ");
    }
  }
  return parsed;
}

/** @param {string} pattern a `_headers` path, `*` matching anything @param {string} path */
function matches(pattern, path) {
  const regex = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${regex}$`).test(path);
}

beforeAll(async () => {
  fixture = createFixtureBuild();
  const server = createSiteServer({ buildDir: fixture.buildDir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const { headers } = await request(port, "/");
  server.closeAllConnections();
  server.close();
  served = Object.fromEntries(
    SECURITY_HEADERS.map((name) => [name, headers[name.toLowerCase()] ?? ""]),
  );

  const written = writeHostConfigs(fixture.hashes, fixture.buildDir);
  expect(written.map((file) => file.slice(fixture.buildDir.length))).toEqual([
    "/client/_headers",
    "/nginx/maps.conf",
    "/nginx/headers.conf",
  ]);
  rules = parseHeadersFile(readFileSync(join(fixture.buildDir, "client", "_headers"), "utf8"));
  nginxHeaders = readFileSync(join(fixture.buildDir, "nginx", "headers.conf"), "utf8");
  nginxMaps = readFileSync(join(fixture.buildDir, "nginx", "maps.conf"), "utf8");
});

afterAll(() => fixture.cleanup());

describe("_headers for Netlify and Cloudflare Pages", () => {
  it("sends the server's security headers on every path, plus HSTS", () => {
    const all = rules.find((rule) => rule.path === "/*");
    expect(served["Content-Security-Policy"]).toContain(fixture.hashes.scriptHashes[0]);
    expect(all?.headers).toEqual({ ...served, "Strict-Transport-Security": HSTS });
  });

  it("caches assets for a year and revalidates every HTML page", () => {
    expect(rules.find((rule) => rule.path === "/assets/*")?.headers).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    for (const path of [
      "/",
      "/index.html",
      "/vision",
      "/vision/",
      "/vision/index.html",
      "/404.html",
    ]) {
      expect(rules.find((rule) => rule.path === path)?.headers, path).toEqual({
        "Cache-Control": "no-cache",
      });
    }
  });

  it("never sets a header from two rules for one path (the hosts would join them)", () => {
    for (const path of ["/", "/vision", "/vision/", ASSET, "/404.html", "/nope"]) {
      const names = rules
        .filter((rule) => matches(rule.path, path))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it("maps built files to the URLs a static host serves them at", () => {
    expect(urlPathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(urlPathsOf("vision/index.html")).toEqual(["/vision", "/vision/", "/vision/index.html"]);
    expect(urlPathsOf("404.html")).toEqual(["/404.html"]);
  });
});

describe("nginx includes", () => {
  it("add the server's security headers, always (error pages too)", () => {
    for (const [name, value] of Object.entries(served)) {
      expect(nginxHeaders).toContain(`\nadd_header ${name} "${value}" always;\n`);
    }
  });

  it("send HSTS only over TLS, immutable caching only for assets, Allow for 405s", () => {
    expect(nginxHeaders).toContain("add_header Strict-Transport-Security $nova_hsts always;");
    expect(nginxMaps).toMatch(/map \$https \$nova_hsts \{\n {4}default "";\n {4}on "(.+)";/);
    expect(nginxMaps).toContain(`on "${HSTS}";`);
    expect(nginxMaps).toContain('"~^(?:GET|HEAD):/assets/" "public, max-age=31536000, immutable";');
    expect(nginxMaps).toContain('default "no-cache";');
    expect(nginxMaps).toContain('default "GET, HEAD";');
  });

  it("deploy/nginx.conf has no add_header of its own (it would drop the included ones)", () => {
    const conf = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");
    const active = conf.split("\n").filter((line) => !line.trim().startsWith("#"));
    expect(active.filter((line) => line.includes("add_header"))).toEqual([]);
    expect(
      active.filter((line) => /^\s*include .*\/nginx\/(maps|headers)\.conf;$/.test(line)),
    ).toHaveLength(2);
  });
});
