import { describe, expect, it } from "vitest";
import { allPageMeta } from "~/content/page-meta";
import { pageInfo, pages, prerenderPaths } from "~/content/pages";
import type { PageInfo } from "~/content/types";

// The page list drives the header, the footer and the prerender list.

describe("pages", () => {
  it("lists the five pages, in navigation order, with their link labels", () => {
    expect(pages.map(({ path, label }) => [path, label])).toEqual([
      ["/", "Home"],
      ["/vision", "Our Vision"],
      ["/classrooms", "Smart Classrooms"],
      ["/life", "Life at School"],
      ["/join", "Join Us"],
    ]);
  });

  it("gives every page a title and a description of its own", () => {
    expect(allPageMeta.map((page) => page.path)).toEqual(pages.map((page) => page.path));
    expect(new Set(allPageMeta.map((page) => page.title)).size).toBe(5);
    expect(new Set(allPageMeta.map((page) => page.description)).size).toBe(5);
    for (const page of allPageMeta) {
      expect(page.title).toMatch(/Nova Academy/);
      expect(page.description.length).toBeGreaterThan(50);
    }
  });

  it("prerenders the five pages and the not-found page", () => {
    expect([...prerenderPaths].sort()).toEqual(
      ["/", "/vision", "/classrooms", "/life", "/join", "/404"].sort(),
    );
  });

  it("finds a page by its path and refuses an unknown one", () => {
    expect(pageInfo("/life").label).toBe("Life at School");
    expect(() => pageInfo("/nope" as PageInfo["path"])).toThrow(/nope/);
  });
});
