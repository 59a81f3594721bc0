// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icons } from "~/content/icons";
import { socialImage } from "~/content/site";
import { siteImages } from "./artwork.server";

describe("the icons and the social image", async () => {
  const images = new Map((await siteImages()).map(({ path, body }) => [path, body]));

  it("are drawn for every icon and the social image, at their declared pixel sizes", async () => {
    expect([...images.keys()].sort()).toEqual(
      [...icons.map((icon) => icon.path), socialImage.path].sort(),
    );
    const declared = [
      ...icons.map(({ path, size }) => ({ path, width: size, height: size })),
      socialImage,
    ];
    for (const { path, width, height } of declared) {
      const metadata = await sharp(Buffer.from(images.get(path) ?? "")).metadata();
      expect(`${metadata.width}x${metadata.height}`, path).toBe(`${width}x${height}`);
    }
  });

  it("keep the social image a PNG small enough for chat apps' link previews", async () => {
    const image = images.get(socialImage.path);
    expect((await sharp(image).metadata()).format).toBe("png");
    // Its size when the encoder was chosen; some chat apps drop previews over ~300 KB.
    expect(Buffer.byteLength(image ?? "")).toBeLessThanOrEqual(259_326);
  });
});
