// @vitest-environment node
// @ts-check
/**
 * Each language other than the default lives under its own prefix (/es): its pages
 * there, and its own not-found page, with status 404, for any unknown path under it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request, startFixtureServer } from "../tests/support/test-fixture.js";

/** @type {Awaited<ReturnType<typeof startFixtureServer>>} */
let site;
let port = 0;

beforeAll(async () => {
  site = await startFixtureServer();
  port = site.port;
});
afterAll(() => site.stop());

describe("another language under its prefix", () => {
  it("serves its pages there", async () => {
    const response = await request(port, "/es");
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain("<h1>Inicio</h1>");
  });

  it.each(["/es/nope", "/es/a/b", "/es/404", "/es/404.html", "/es/404/index.html"])(
    "%s is a 404 with that language's not-found page",
    async (target) => {
      const response = await request(port, target);
      expect(response.status).toBe(404);
      expect(response.body.toString()).toContain("¡Vaya! Página no encontrada");
    },
  );

  it.each(["/esx/nope", "/nope"])("%s, outside the prefix, is the default 404", async (target) => {
    const response = await request(port, target);
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("Oops! Page not found");
  });
});
