// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageAt, pageById, pages, routeModule } from "~/content/pages";

// The page list drives the routes, the header, the footer and the prerender list.

describe("pages", () => {
  it("puts the spec's five pages in the main navigation, in order", () => {
    expect(pages.filter((page) => page.nav === "main").map((page) => page.path)).toEqual([
      "/",
      "/vision",
      "/classrooms",
      "/life",
      "/join",
    ]);
  });

  it("keeps the pages about the site itself out of the main navigation", () => {
    expect(pages.filter((page) => page.nav === "legal").map((page) => page.path)).toEqual([
      "/privacy",
      "/terms",
      "/accessibility",
    ]);
  });

  it("gives every page a unique id and path, and a route module", () => {
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(routeModule(pageById("vision"))).toBe("routes/vision.tsx");
    expect(routeModule(pageById("terms"))).toBe("routes/terms.tsx");
  });

  it("finds a page by its path, with or without a trailing slash", () => {
    expect(pageAt("/life")?.id).toBe("life");
    expect(pageAt("/life/")?.id).toBe("life");
    expect(pageAt("/")?.id).toBe("home");
    expect(pageAt("/nope")).toBeUndefined();
    expect(() => pageById("nope" as "home")).toThrow(/nope/);
  });
});
