// @vitest-environment node
// @ts-check
/**
 * Request targets other than a plain path, and paths spelled oddly: absolute-form is
 * served by its path, anything else that is not a path is a 400, before the method is
 * looked at; dot segments, repeated slashes and encoded characters are read as nginx
 * reads them. No 5xx, and nothing logged, for any of them.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rawRequest, request, startFixtureServer } from "../tests/support/test-fixture.js";

/** @type {Awaited<ReturnType<typeof startFixtureServer>>} */
let site;
let port = 0;
const errors = vi.spyOn(console, "error");

beforeAll(async () => {
  site = await startFixtureServer();
  port = site.port;
});
afterAll(() => site.stop());

/** @param {string} line the request line */
const send = (line) => rawRequest(port, `${line}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

describe("absolute-form is served by its path (RFC 9112, 3.2.2), as nginx serves it", () => {
  it.each([
    ["http://evil.example/", "Home"],
    ["http://evil.example", "Home"],
    ["http://evil.example?utm=x", "Home"],
    ["http://evil.example/vision", "Our Vision"],
    ["https://evil.example:8443/vision/?utm=x", "Our Vision"],
    ["HTTP://EVIL.EXAMPLE./vision", "Our Vision"],
    ["http://127.0.0.1/vision", "Our Vision"],
    ["http://[::1]/vision", "Our Vision"],
  ])("GET %s is the page %s", async (target, title) => {
    const response = await send(`GET ${target} HTTP/1.1`);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain(`<h1>${title}</h1>`);
  });

  it("another spelling of a page redirects to its path, with the query", async () => {
    const response = await send("GET http://evil.example/Vision?utm=x HTTP/1.1");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/vision?utm=x");
  });

  it("an unknown path is the 404 page", async () => {
    const response = await send("GET http://evil.example/nope HTTP/1.1");
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("Oops! Page not found");
  });

  it.each([
    "http:///vision",
    "http://user@evil.example/vision",
    "http://evil..example/vision",
    "http://[::1/vision",
    "http://evil_example/vision",
  ])("a host nginx refuses is a 400: %s", async (target) => {
    expect((await send(`GET ${target} HTTP/1.1`)).status).toBe(400);
  });
});

describe("a target that is not a path is a 400, whatever the method", () => {
  it.each([
    "GET *",
    "OPTIONS *",
    "HEAD *",
    "POST *",
    "GET */vision",
    "CONNECT evil.example:443",
    "CONNECT *",
  ])("%s", async (line) => {
    const response = await send(`${line} HTTP/1.1`);
    expect(response.status).toBe(400);
    expect(response.headers.connection).toBe("close");
  });

  it.each(["OPTIONS /", "CONNECT /", "OPTIONS http://evil.example/"])(
    "%s: a path, so the method is what is refused (405)",
    async (line) => {
      const response = await send(`${line} HTTP/1.1`);
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
    },
  );

  it("a CONNECT whose client resets the connection at once leaves the server running", async () => {
    for (let i = 0; i < 5; i += 1) {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example\r\n\r\n");
      await new Promise((resolve) => socket.once("data", resolve));
      socket.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await request(port, "/")).status).toBe(200);
  });

  it("HTTP/2.0 in a text request line is a 400, not nginx's 505", async () => {
    expect((await send("GET /vision HTTP/2.0")).status).toBe(400);
  });
});

describe("paths as nginx reads them", () => {
  it.each([
    ["//vision", "Our Vision"],
    ["/assets/../vision", "Our Vision"],
    ["/assets/%2e%2E/vision", "Our Vision"],
    ["/./vision/.", "Our Vision"],
    ["/vision/..", "Home"],
    ["/es/../vision", "Our Vision"],
    ["/%76ision", "Our Vision"],
  ])("%s is %s", async (target, title) => {
    const response = await request(port, target);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain(`<h1>${title}</h1>`);
  });

  it("an encoded slash is a slash: /vision%2findex.html redirects to /vision", async () => {
    const response = await request(port, "/vision%2findex.html?a=1");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/vision?a=1");
  });

  it.each(["/..", "/../vision", "/%2e%2e/vision", "/es/../../vision", "/%zz", "/vision%", "/a%0"])(
    "%s (above the root, or a broken escape) is a 400",
    async (target) => {
      expect((await request(port, target)).status).toBe(400);
    },
  );

  it.each(["/vision%00", "/%00/vision"])("%s (an encoded NUL) is a 400", async (target) => {
    expect((await request(port, target)).status).toBe(400);
  });

  it.each(["/%c0%ae%c0%ae/vision", "/%ff", "/vision%3f", "/vision%23"])(
    "%s is the 404 page",
    async (target) => {
      expect((await request(port, target)).status).toBe(404);
    },
  );
});

describe("If-None-Match", () => {
  it("* alone matches; in a list (which RFC 9110 does not allow) it does not", async () => {
    expect((await request(port, "/", { headers: { "If-None-Match": "*" } })).status).toBe(304);
    const listed = await request(port, "/", { headers: { "If-None-Match": '*, "x"' } });
    expect(listed.status).toBe(200);
  });
});

describe("afterwards", () => {
  it("nothing was logged: a client's mistake is no error of ours", () => {
    expect(errors).not.toHaveBeenCalled();
  });
});
