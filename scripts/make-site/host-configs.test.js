// @vitest-environment node
// @ts-check
/**
 * One source: the `_headers` file and the nginx includes generated at build send
 * exactly the headers the Node server sends (read from a real response).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeHostConfigs } from "./host-configs.js";
import { urlPathsOf } from "../../server/page-paths.js";
import { createSiteServer } from "../../server/app.js";
import { HSTS } from "../../server/security-headers.js";
import { ASSET, CALENDAR, createFixtureBuild, request } from "../../tests/support/test-fixture.js";

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
/** What it sent for the editor's page, `/admin/`. */
let servedAdmin = /** @type {Record<string, string>} */ ({});
/** The Content-Type the Node server sent for the calendar file. */
let calendarType = "";
/** @type {{ path: string, headers: Record<string, string>, detached: string[] }[]} */
let rules = [];
let nginxHeaders = "";
let nginxAdmin = "";
let nginxMaps = "";
let redirects = "";

/**
 * `_headers` → rules, the way Netlify and Cloudflare Pages read it: each rule's headers, and
 * the headers it detaches (`! Name`, Cloudflare's syntax) from the rules before it.
 * @param {string} text
 */
function parseHeadersFile(text) {
  /** @type {{ path: string, headers: Record<string, string>, detached: string[] }[]} */
  const parsed = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) parsed.push({ path: line.trim(), headers: {}, detached: [] });
    else {
      const rule = parsed.at(-1);
      if (!rule) throw new Error(`header before any path: ${line}`);
      const detach = /^! (\S+)$/.exec(line.trim());
      if (detach?.[1]) {
        rule.detached.push(detach[1]);
        continue;
      }
      const [name = "", ...value] = line.trim().split(": ");
      expect(rule.headers[name], `${name} twice in ${rule.path}`).toBeUndefined();
      rule.headers[name] = value.join(": ");
    }
  }
  return parsed;
}

/**
 * What a path gets from the rules, as each host applies them: Cloudflare Pages joins a
 * header two rules set with a comma, unless the later one detached it first; Netlify
 * skips the detach lines (no colon) and keeps the last rule's value.
 * @param {string} path @param {"cloudflare" | "netlify"} host
 */
function headersFor(path, host) {
  /** @type {Record<string, string>} */
  const sent = {};
  for (const rule of rules.filter((candidate) => matches(candidate.path, path))) {
    if (host === "cloudflare") for (const name of rule.detached) delete sent[name];
    for (const [name, value] of Object.entries(rule.headers)) {
      sent[name] = host === "cloudflare" && name in sent ? `${sent[name]}, ${value}` : value;
    }
  }
  return sent;
}

/** @param {string} pattern a `_headers` path, `*` matching anything @param {string} path */
function matches(pattern, path) {
  const regex = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
  return new RegExp(`^${regex}$`).test(path);
}

beforeAll(async () => {
  fixture = createFixtureBuild();
  // The editor's page, and where it saves, as the build writes them.
  mkdirSync(join(fixture.buildDir, "client", "admin"));
  writeFileSync(join(fixture.buildDir, "client", "admin", "index.html"), "<!doctype html>");
  writeFileSync(join(fixture.buildDir, "admin-backend.json"), '{"backend":"github"}');
  const server = createSiteServer({ buildDir: fixture.buildDir });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
  const { headers } = await request(port, "/");
  const admin = await request(port, "/admin/");
  calendarType = (await request(port, CALENDAR)).headers["content-type"] ?? "";
  server.closeAllConnections();
  server.close();
  /** @param {Record<string, string>} sent @param {string[]} names */
  const pick = (sent, names) =>
    Object.fromEntries(names.map((name) => [name, sent[name.toLowerCase()] ?? ""]));
  served = pick(headers, SECURITY_HEADERS);
  servedAdmin = pick(admin.headers, [...SECURITY_HEADERS, "X-Robots-Tag"]);

  const written = writeHostConfigs(fixture.hashes, fixture.buildDir);
  expect(written.map((file) => file.slice(fixture.buildDir.length))).toEqual([
    "/client/_headers",
    "/client/_redirects",
    "/nginx/maps.conf",
    "/nginx/headers.conf",
    "/nginx/admin.conf",
  ]);
  nginxAdmin = readFileSync(join(fixture.buildDir, "nginx", "admin.conf"), "utf8");
  redirects = readFileSync(join(fixture.buildDir, "client", "_redirects"), "utf8");
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
    const pages = ["/", "/index.html", "/vision", "/vision/", "/vision/index.html", "/404.html"];
    for (const path of [...pages, "/admin/"]) {
      const cache = rules.filter((rule) => rule.path !== "/*" && matches(rule.path, path));
      const values = cache.map(({ headers }) => headers["Cache-Control"]);
      expect(values, path).toEqual(["no-cache"]);
    }
  });

  it("gives calendar files the Node server's type, with the charset", () => {
    expect(calendarType).toBe("text/calendar; charset=utf-8");
    expect(rules.find((rule) => rule.path === CALENDAR)?.headers).toEqual({
      "Content-Type": calendarType,
      "Cache-Control": "no-cache",
    });
  });

  it("never sets a header from two rules for one path (the hosts would join them)", () => {
    for (const path of ["/", "/vision", "/vision/", ASSET, CALENDAR, "/404.html", "/nope"]) {
      const names = rules
        .filter((rule) => matches(rule.path, path))
        .flatMap((rule) => Object.keys(rule.headers));
      expect(names.length, path).toBe(new Set(names).size);
    }
  });

  it("gives the editor's page its own policy on both hosts, and every other path the site's", () => {
    expect(servedAdmin["Content-Security-Policy"]).toContain("https://api.github.com");
    expect(servedAdmin["X-Robots-Tag"]).toBe("noindex");
    for (const host of /** @type {const} */ (["cloudflare", "netlify"])) {
      for (const path of ["/admin", "/admin/", "/admin/index.html"]) {
        expect(headersFor(path, host), `${host} ${path}`).toMatchObject({
          ...servedAdmin,
          "Strict-Transport-Security": HSTS,
        });
      }
      for (const path of ["/", "/vision", "/administration", ASSET, "/nope"]) {
        const sent = headersFor(path, host);
        expect(sent, `${host} ${path}`).toMatchObject(served);
        expect(sent["X-Robots-Tag"], `${host} ${path}`).toBeUndefined();
      }
    }
  });

  it("maps built files to the URLs a static host serves them at", () => {
    expect(urlPathsOf("index.html")).toEqual(["/", "/index.html"]);
    expect(urlPathsOf("vision/index.html")).toEqual(["/vision", "/vision/", "/vision/index.html"]);
    expect(urlPathsOf("404.html")).toEqual(["/404.html"]);
  });
});

describe("_redirects for Netlify", () => {
  it("gives an unknown path under another language that language's not-found page, with 404", () => {
    const rules = redirects.split("\n").filter((line) => line && !line.startsWith("#"));
    expect(rules).toEqual(["/es/*  /es/404.html  404"]);
  });
});

describe("nginx includes", () => {
  it("pick the not-found page of the path's language, as the Node server does", () => {
    expect(nginxMaps).toContain(
      'map $uri $nova_not_found {\n    default "/404.html";\n    ~^/es(?:/|$) "/es/404.html";\n}',
    );
  });

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

  it("give the editor's page a location of its own, with every header it sends", () => {
    expect(nginxAdmin).toContain("location ~ ^/admin(?:/|$) {");
    for (const [name, value] of Object.entries(servedAdmin)) {
      expect(nginxAdmin).toContain(`\n    add_header ${name} "${value}" always;\n`);
    }
    expect(nginxAdmin).toContain("add_header Cache-Control $nova_cache_control always;");
  });

  it("deploy/nginx.conf has no add_header of its own (it would drop the included ones)", () => {
    const conf = readFileSync(new URL("../../deploy/nginx.conf", import.meta.url), "utf8");
    const active = conf.split("\n").filter((line) => !line.trim().startsWith("#"));
    expect(active.filter((line) => line.includes("add_header"))).toEqual([]);
    expect(
      active.filter((line) => /^\s*include .*\/nginx\/(maps|headers)\.conf;$/.test(line)),
    ).toHaveLength(2);
    // The editor's location last, after the locations it must not take paths from.
    const locations = active.filter((line) => /^\s*(location|include .*admin\.conf)/.test(line));
    expect(locations.at(-1)).toMatch(/include .*\/nginx\/admin\.conf;$/);
  });

  // TEST_NGINX=0 leaves nginx out on a machine without it, as for the browser tests.
  it.skipIf(process.env.TEST_NGINX === "0")(
    "the real nginx with deploy/nginx.conf sends calendar files and the editor's page as the Node server does",
    async () => {
      const port = await freePort();
      const nginx = spawn(process.execPath, ["scripts/test-runner/nginx-test-server.js"], {
        env: { ...process.env, BUILD_DIR: fixture.buildDir, TEST_NGINX_PORT: String(port) },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      try {
        const response = await untilAnswered(port, CALENDAR);
        expect(response.status).toBe(200);
        expect(response.headers["content-type"]).toBe(calendarType);
        const gzip = await request(port, CALENDAR, { headers: { "Accept-Encoding": "gzip" } });
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(gzip.headers["content-type"]).toBe(calendarType);
        for (const path of ["/admin", "/admin/"]) {
          const admin = await request(port, path);
          expect(admin.status, path).toBe(200);
          for (const [name, value] of Object.entries(servedAdmin)) {
            expect(admin.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
          }
        }
        const home = await request(port, "/");
        expect(home.headers["content-security-policy"]).toBe(served["Content-Security-Policy"]);
        expect(home.headers["x-robots-tag"]).toBeUndefined();
      } finally {
        nginx.kill("SIGTERM");
        await exited;
      }
    },
  );
});

/** @returns {Promise<number>} a port nothing listens on now */
function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** @param {number} port @param {string} target */
async function untilAnswered(port, target) {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await request(port, target);
    if (response.status !== 0) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on port ${port}`);
}
