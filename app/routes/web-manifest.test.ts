// @vitest-environment node
import { describe, expect, it } from "vitest";
import { icons } from "~/content/icons";
import { site, themeColor } from "~/content/site";
import { loader } from "./web-manifest";

type ManifestIcon = { src: string; type: string; sizes: string; purpose?: string };

describe("site.webmanifest", () => {
  it("names the school, starts at home and uses the theme colour of the pages", async () => {
    const response = loader({ params: {} });
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.name,
      lang: "en",
      start_url: "/",
      display: "standalone",
      theme_color: themeColor,
      background_color: themeColor,
    });
  });

  it("lists icons drawn at build, with the 192 px, 512 px and maskable icons installs need", async () => {
    const manifest = await loader({ params: {} }).json();
    const listed = manifest.icons as ManifestIcon[];
    for (const icon of listed) {
      const drawn = icons.find((candidate) => candidate.path === icon.src);
      expect(drawn, icon.src).toBeDefined();
      if (icon.type === "image/png") expect(icon.sizes).toBe(`${drawn?.size}x${drawn?.size}`);
    }
    const png = (sizes: string, purpose: string) =>
      listed.filter((icon) => icon.sizes === sizes && icon.purpose === purpose);
    expect(png("192x192", "any")).toHaveLength(1);
    expect(png("512x512", "any")).toHaveLength(1);
    expect(png("512x512", "maskable")).toHaveLength(1);
  });
});
