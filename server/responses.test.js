// @vitest-environment node
// @ts-check
/**
 * What the server sends from memory: the files' exact bytes and types, revalidation
 * with ETags, byte ranges, and the access log.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./app.js";
import {
  ASSET,
  CALENDAR,
  close,
  createFixtureBuild,
  listen,
  request,
} from "../tests/support/test-fixture.js";

/** @type {ReturnType<typeof createFixtureBuild>} */
let fixture;
/** @type {import("node:http").Server[]} */
const servers = [];
/** Lines the access log wrote. */
const logged = /** @type {string[]} */ ([]);
let port = 0;
let loggingPort = 0;

/** @param {import("node:http").Server} server @returns {Promise<number>} */
function start(server) {
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  fixture = createFixtureBuild();
  port = await start(createSiteServer({ buildDir: fixture.buildDir }));
  const log = { write: (/** @type {string} */ line) => logged.push(line) };
  loggingPort = await start(createSiteServer({ buildDir: fixture.buildDir, log }));
});

afterAll(async () => {
  for (const server of servers) await close(server);
  fixture.cleanup();
});

describe("files from memory", () => {
  it.each([
    ["/", "index.html"],
    ["/vision", "vision/index.html"],
    [ASSET, ASSET.slice(1)],
    [CALENDAR, CALENDAR.slice(1)],
  ])("%s is the file's exact bytes, in each encoding", async (target, file) => {
    const onDisk = join(fixture.buildDir, "client", file);
    const plain = await request(port, target);
    expect(plain.body.equals(readFileSync(onDisk))).toBe(true);
    const br = await request(port, target, { headers: { "Accept-Encoding": "br" } });
    expect(br.body.equals(readFileSync(`${onDisk}.br`))).toBe(true);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
  });

  it("calendar files are text/calendar in UTF-8, compressed or not", async () => {
    for (const encoding of ["identity", "gzip", "br"]) {
      const response = await request(port, CALENDAR, { headers: { "Accept-Encoding": encoding } });
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });
});

describe("revalidation with ETag", () => {
  /** @param {string} target @param {Record<string, string>} [headers] */
  const etagOf = async (target, headers) =>
    (await request(port, target, { headers })).headers.etag ?? "";

  it("each page, asset and encoding has its own strong ETag", async () => {
    const tags = [
      await etagOf("/"),
      await etagOf("/", { "Accept-Encoding": "br" }),
      await etagOf("/", { "Accept-Encoding": "gzip" }),
      await etagOf("/vision"),
      await etagOf(ASSET),
    ];
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(tags.length);
    expect(await etagOf("/vision/")).toBe(tags[3]);
  });

  it.each([
    ["the same tag", (/** @type {string} */ tag) => tag],
    ["the tag marked weak", (/** @type {string} */ tag) => `W/${tag}`],
    ["the tag in a list", (/** @type {string} */ tag) => `"old", ${tag}`],
    ["*", () => "*"],
  ])("If-None-Match with %s is a 304 without a body", async (_name, header) => {
    for (const method of ["GET", "HEAD"]) {
      const tag = await etagOf(ASSET);
      const headers = { "If-None-Match": header(tag) };
      const response = await request(port, ASSET, { method, headers });
      expect(response.status).toBe(304);
      expect(response.body.length).toBe(0);
      expect(response.headers.etag).toBe(tag);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.headers["content-security-policy"]).toBeDefined();
    }
  });

  it("another tag, or another encoding's tag, gets the whole file", async () => {
    const plainTag = await etagOf("/");
    /** @type {[string, string][]} */
    const cases = [
      ['"old"', "identity"],
      [plainTag, "br"],
    ];
    for (const [tag, encoding] of cases) {
      const headers = { "If-None-Match": tag, "Accept-Encoding": encoding };
      const response = await request(port, "/", { headers });
      expect(response.status).toBe(200);
      expect(response.body.toString("latin1")).not.toBe("");
    }
  });

  it("the 404 page is never a 304", async () => {
    const response = await request(port, "/nope", { headers: { "If-None-Match": "*" } });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("Oops! Page not found");
  });
});

describe("ranges: a part, the whole file or 416, never an error", () => {
  it.each([
    ["bytes=0-9", 206],
    ["bytes=5-", 206],
    ["bytes=1-99999999", 206],
    ["bytes=10-5", 200],
    ["bytes=0-1,3-4", 200],
    ["bytes=-5", 200],
    ["bytes=abc", 200],
    ["bytes=", 200],
    ["items=0-5", 200],
    ["bytes=99999999999999999999-", 200],
    ["bytes=99999999-", 416],
  ])("%s → %i", async (range, status) => {
    const whole = await request(port, ASSET);
    const size = whole.body.length;
    const response = await request(port, ASSET, { headers: { Range: range } });
    expect(response.status).toBe(status);
    if (status === 200) expect(response.body.equals(whole.body)).toBe(true);
    if (status === 416) expect(response.headers["content-range"]).toBe(`bytes */${size}`);
    if (range === "bytes=0-9") {
      expect(response.headers["content-range"]).toBe(`bytes 0-9/${size}`);
      expect(response.body.equals(whole.body.subarray(0, 10))).toBe(true);
    }
  });

  it("a Range on a missing page is still the 404 page", async () => {
    expect((await request(port, "/nope", { headers: { Range: "bytes=0-9" } })).status).toBe(404);
  });

  it("bytes=0-0 is the first byte", async () => {
    const response = await request(port, ASSET, { headers: { Range: "bytes=0-0" } });
    expect(response.status).toBe(206);
    expect(response.body.toString()).toBe("c");
  });

  it("If-Range: the part for the current ETag, the whole file for another", async () => {
    const tag = (await request(port, ASSET)).headers.etag ?? "";
    const current = await request(port, ASSET, {
      headers: { Range: "bytes=0-9", "If-Range": tag },
    });
    expect(current.status).toBe(206);
    const stale = await request(port, ASSET, {
      headers: { Range: "bytes=0-9", "If-Range": '"old"' },
    });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(10);
  });
});

describe("access log", () => {
  it("writes one line per request in the combined log format", async () => {
    logged.length = 0;
    await request(loggingPort, "/vision?from=test", { headers: { "User-Agent": "log-test/1" } });
    await request(loggingPort, "/nope", { headers: { Referer: "http://localhost/" } });
    await request(loggingPort, "/", { method: "DELETE" });
    const date = String.raw`\[\d\d/\w{3}/\d{4}:\d\d:\d\d:\d\d \+0000\]`;
    expect(logged).toHaveLength(3);
    expect(logged[0]).toMatch(
      new RegExp(
        `^127\\.0\\.0\\.1 - - ${date} "GET /vision\\?from=test HTTP/1\\.1" 200 \\d+ "-" "log-test/1"\\n$`,
      ),
    );
    expect(logged[1]).toMatch(/"GET \/nope HTTP\/1\.1" 404 \d+ "http:\/\/localhost\/" "-"\n$/);
    expect(logged[2]).toMatch(/"DELETE \/ HTTP\/1\.1" 405 \d+ "-" "-"\n$/);
  });
});
