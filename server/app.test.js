// @vitest-environment node
// @ts-check
/**
 * The site's own server (server/app.js), started for real on a free port against a
 * fixture build: hostile requests, the 404 page, encodings, caching and headers.
 */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ASSET,
  LINKED_SECRET,
  SECRET,
  rawRequest,
  request,
  startFixtureServer,
} from "../tests/support/test-fixture.js";

/** @type {Awaited<ReturnType<typeof startFixtureServer>>} */
let site;
let port = 0;
/** Every answer of the whole file, to prove there was never a 5xx. */
const seen = /** @type {{ sent: string, status: number }[]} */ ([]);

/** @param {import("../tests/support/test-fixture.js").RawResponse} response @param {string} sent */
function record(response, sent) {
  seen.push({ sent: sent.slice(0, 60), status: response.status });
  for (const secret of [SECRET, LINKED_SECRET]) {
    expect(response.raw.includes(secret), `a secret leaked for ${sent.slice(0, 60)}`).toBe(false);
  }
  return response;
}
/** @param {string} target @param {Parameters<typeof request>[2]} [options] */
const get = async (target, options) =>
  record(await request(port, target, options), `${options?.method ?? "GET"} ${target}`);
/** @param {string | Buffer} bytes */
const send = async (bytes) => record(await rawRequest(port, bytes), String(bytes));

beforeAll(async () => {
  site = await startFixtureServer();
  port = site.port;
});
afterAll(() => site.stop());

describe("never a file from outside the client folder", () => {
  it.each([
    "/../secret.txt",
    "/../../secret.txt",
    "/./../secret.txt",
    "//../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E/secret.txt",
    "/.%2e/secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets/../../secret.txt",
    "/assets/%2e%2e/%2e%2e/secret.txt",
    "/..\\secret.txt",
    "/..%5csecret.txt",
    "/%252e%252e/secret.txt",
    "/%252e%252e%252fsecret.txt",
    "/%c0%ae%c0%ae/secret.txt",
    "/%e0%a4%a/secret.txt",
    "/../client-secret/secret.txt",
    "/%2e%2e/client-secret/secret.txt",
    "/index.html%00",
    "/%00/../secret.txt",
    "/secret.txt%00.html",
    "/linked-secret.txt",
    "/linked-dir/secret.txt",
    "/linked-dir/",
  ])("%s", async (target) => {
    const response = await get(target);
    expect([400, 404]).toContain(response.status);
  });

  it.each(["/.git/config", "/.git/", "/.env", "/%2eenv", "/%2egit/config", "/assets/.hidden"])(
    "dotfile %s is not served",
    async (target) => {
      expect((await get(target)).status).toBe(404);
    },
  );

  it("a precompressed copy that is a symbolic link is never sent", async () => {
    const response = await get("/linked-copies.txt", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe("plain\n");
  });

  it("a raw NUL byte in the request line is a 400", async () => {
    expect((await send("GET /index.html\u0000 HTTP/1.1\r\nHost: x\r\n\r\n")).status).toBe(400);
  });
});

describe("pages and the 404 page", () => {
  it.each([
    ["/", "Home"],
    ["/vision", "Our Vision"],
    ["/vision/", "Our Vision"],
    ["/vision?utm_source=test", "Our Vision"],
  ])("%s is 200 with its page", async (target, title) => {
    const response = await get(target);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html;charset=utf-8");
    expect(response.body.toString()).toContain(`<h1>${title}</h1>`);
  });

  it.each([
    ["/index.html", "/"],
    ["/index", "/"],
    ["/vision/index.html", "/vision"],
    ["/vision.html", "/vision"],
    ["/Vision", "/vision"],
    ["/VISION/?utm_source=test", "/vision?utm_source=test"],
  ])("%s, another spelling of a page, is a 301 to %s", async (target, location) => {
    const response = await get(target);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    "/nope",
    "/a/b/c/d",
    "/vision/nope",
    "/assets/missing.js",
    "/404",
    "/404/",
    "/404.html",
    "/404/index.html",
    "/404/index",
    "/%34%30%34",
    "/404.html/",
    "/index.html.br",
    "/404.html.gz",
    `${ASSET}.br`,
    "/_headers",
    "/_redirects",
  ])("%s is a 404 with the not-found page", async (target) => {
    const response = await get(target);
    expect(response.status).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body.toString()).toContain("Oops! Page not found");
  });

  it("HEAD answers the headers without a body", async () => {
    const page = await get("/", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(Number(page.headers["content-length"])).toBeGreaterThan(0);
    expect(page.body.length).toBe(0);
    const missing = await get("/nope", { method: "HEAD" });
    expect(missing.status).toBe(404);
    expect(missing.body.length).toBe(0);
  });
});

describe("precompressed files", () => {
  it.each(["/", "/vision", ASSET, "/nope"])("%s in brotli, gzip or as is", async (target) => {
    const plain = await get(target);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get(target, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get(target, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it.each([
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=1", "gzip"],
    ["gzip;q=0.5, identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
  ])("%j: q-values count, %s is sent", async (header, coding) => {
    const response = await get("/", { headers: { "Accept-Encoding": header } });
    expect(response.headers["content-encoding"]).toBe(coding);
  });

  it("nothing acceptable left: the page as it is, not a 406 (as nginx)", async () => {
    const response = await get("/", { headers: { "Accept-Encoding": "*;q=0" } });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toContain("<h1>Home</h1>");
  });
});

describe("headers", () => {
  it("immutable caching for hashed assets, revalidation for HTML", async () => {
    expect((await get(ASSET)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await get("/vision")).headers["cache-control"]).toBe("no-cache");
    expect((await get(ASSET, { method: "POST" })).headers["cache-control"]).toBe("no-cache");
  });

  it.each(["/", ASSET, "/nope"])("security headers on %s, no HSTS over HTTP", async (target) => {
    const { headers } = await get(target);
    const [home, vision] = site.fixture.hashes.scriptHashes;
    const [photos] = site.fixture.hashes.imageOrigins;
    expect(headers["content-security-policy"]).toBe(
      [
        "default-src 'self'",
        `script-src 'self' '${home}' '${vision}'`,
        "style-src 'self'",
        `img-src 'self' data: ${photos}`,
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    const features = headers["permissions-policy"]?.split(", ") ?? [];
    expect(features).toEqual(
      expect.arrayContaining(["camera=()", "microphone=()", "geolocation=()"]),
    );
    expect(features.every((feature) => /^[a-z-]+=\(\)$/.test(feature))).toBe(true);
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["x-powered-by"]).toBeUndefined();
  });
});

describe("methods", () => {
  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"])(
    "%s is 405",
    async (method) => {
      for (const target of ["/", ASSET, "/nope"]) {
        const response = await send(
          `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 5\r\n\r\nhello`,
        );
        expect(response.status).toBe(405);
        expect(response.headers.allow).toBe("GET, HEAD");
        expect(response.headers["content-security-policy"]).toBeDefined();
      }
    },
  );
});

describe("oversized and malformed requests get a 4xx", () => {
  it("a 20 000-character path is refused (431: over Node's 16 KB header limit)", async () => {
    expect([414, 431]).toContain((await get(`/${"a".repeat(20_000)}`)).status);
  });

  it("a 10 000-character path is 414", async () => {
    expect((await get(`/${"a".repeat(10_000)}`)).status).toBe(414);
  });

  it("8 KB of slashes is a quick 404 (no regex backtracking)", async () => {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) {
      expect((await get(`${"/".repeat(8100)}a`)).status).toBe(404);
    }
    // About 4 s when a /\/+$/ ran over it; a few milliseconds now.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("a 64 KB header is 431", async () => {
    expect((await get("/", { headers: { "X-Big": "b".repeat(64 * 1024) } })).status).toBe(431);
  });

  it.each([
    "GARBAGE\r\n\r\n",
    "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "GET / HTTP/1.1\r\nBad Header\r\n\r\n",
    "\r\n\r\nGARBAGE\r\n\r\n",
  ])("%j", async (bytes) => {
    expect((await send(bytes)).status).toBe(400);
  });

  it("an HTTP/0.9-style request line (no version) is a 400", async () => {
    // Node's parser reads it as HTTP/0.9 and lets it through; we speak HTTP/1 only.
    expect((await send("GET /\r\n\r\n")).status).toBe(400);
  });
});

describe("afterwards", () => {
  it("the server still answers, and never answered with a 5xx", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Home</h1>");
    expect(seen.length).toBeGreaterThan(100);
    expect(seen.filter(({ status }) => status >= 500)).toEqual([]);
    expect(seen.filter(({ status }) => status === 0)).toEqual([]);
  });
});
