import { describe, expect, it } from "vitest";
import { allPageMeta } from "~/content/page-meta";
import { pageMeta } from "~/lib/meta";
import { loader } from "./sitemap-xml";

/** The canonical link each page's head carries. */
const canonicals = allPageMeta.map((page) =>
  pageMeta(page).flatMap((tag) =>
    "rel" in tag && tag.rel === "canonical" && "href" in tag ? [tag.href] : [],
  ),
);

describe("sitemap.xml", () => {
  it("is XML that lists exactly the five pages at their canonical URLs", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = new DOMParser().parseFromString(await response.text(), "application/xml");
    expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = [...xml.getElementsByTagName("loc")].map((loc) => loc.textContent);
    expect(canonicals.every((links) => links.length === 1)).toBe(true);
    expect(locs).toEqual(canonicals.flat());
    expect(locs).toHaveLength(5);
    expect(locs.join(" ")).not.toMatch(/404/);
  });
});
