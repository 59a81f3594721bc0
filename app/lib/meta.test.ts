import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { allPageMeta } from "~/content/page-meta";
import { buildMeta, pageMeta } from "~/lib/meta";

// The head of each page: title, description, canonical link and Open Graph tags.

const ORIGIN = "https://nova-academy.example";

/** The content of the meta tag with this name or property. */
function content(tags: MetaDescriptor[], key: string): unknown[] {
  return tags
    .filter(
      (tag) => ("name" in tag && tag.name === key) || ("property" in tag && tag.property === key),
    )
    .map((tag) => ("content" in tag ? tag.content : undefined));
}

function titles(tags: MetaDescriptor[]): unknown[] {
  return tags.filter((tag) => "title" in tag).map((tag) => ("title" in tag ? tag.title : null));
}

function canonicals(tags: MetaDescriptor[]): unknown[] {
  return tags
    .filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === "canonical")
    .map((tag) => ("href" in tag ? tag.href : undefined));
}

describe("buildMeta", () => {
  const tags = buildMeta({
    title: "A title",
    description: "A description of the page.",
    path: "/vision",
  });

  it("sets one title and one description", () => {
    expect(titles(tags)).toEqual(["A title"]);
    expect(content(tags, "description")).toEqual(["A description of the page."]);
  });

  it("links the absolute canonical URL of the path", () => {
    expect(canonicals(tags)).toEqual([`${ORIGIN}/vision`]);
  });

  it("gives Open Graph the same title, description and URL, and an absolute image", () => {
    expect(content(tags, "og:title")).toEqual(["A title"]);
    expect(content(tags, "og:description")).toEqual(["A description of the page."]);
    expect(content(tags, "og:url")).toEqual([`${ORIGIN}/vision`]);
    expect(content(tags, "og:type")).toEqual(["website"]);
    expect(content(tags, "og:site_name")).toEqual(["Nova Academy"]);
    const [image] = content(tags, "og:image");
    expect(image).toMatch(new RegExp(`^${ORIGIN}/\\S+\\.png$`));
    expect(content(tags, "twitter:image")).toEqual([image]);
    expect(content(tags, "twitter:card")).toEqual(["summary_large_image"]);
  });

  it("has no canonical link or og:url without a path (the not-found page)", () => {
    const notFound = buildMeta({ title: "Not found", description: "Nothing here." });
    expect(canonicals(notFound)).toEqual([]);
    expect(content(notFound, "og:url")).toEqual([]);
    expect(titles(notFound)).toEqual(["Not found"]);
  });

  it("writes the home page's canonical URL with its trailing slash", () => {
    expect(canonicals(buildMeta({ title: "t", description: "d", path: "/" }))).toEqual([
      `${ORIGIN}/`,
    ]);
  });
});

describe("pageMeta", () => {
  const paths = ["/", "/vision", "/classrooms", "/life", "/join"] as const;

  it.each(paths)("gives %s its own canonical URL, title and description", (path) => {
    const tags = pageMeta(allPageMeta.find((page) => page.path === path)!);
    const url = path === "/" ? `${ORIGIN}/` : `${ORIGIN}${path}`;
    expect(canonicals(tags)).toEqual([url]);
    expect(content(tags, "og:url")).toEqual([url]);
    const [title] = titles(tags);
    expect(title).toMatch(/Nova Academy/);
    expect(content(tags, "og:title")).toEqual([title]);
    const [description] = content(tags, "description");
    expect(String(description).length).toBeGreaterThan(50);
    expect(content(tags, "og:description")).toEqual([description]);
  });

  it("gives the five pages five different titles and descriptions", () => {
    const all = allPageMeta.map((page) => pageMeta(page));
    expect(new Set(all.map((tags) => titles(tags)[0])).size).toBe(5);
    expect(new Set(all.map((tags) => content(tags, "description")[0])).size).toBe(5);
  });
});
