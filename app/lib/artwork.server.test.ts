// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { icons } from "~/content/icons";
import { locales } from "~/content/locales";
import { socialImage } from "~/content/site";
import { drawIcon, drawSocialImage } from "./artwork.server";

/** Width × height of an image file's contents. */
async function pixelSize(body: string | Uint8Array) {
  const { width, height } = await sharp(
    typeof body === "string" ? Buffer.from(body) : body,
  ).metadata();
  return `${width}x${height}`;
}

describe("the icons and the social image", () => {
  it.each(icons)("draws $path at $size px", async (icon) => {
    const body = await drawIcon(icon);
    expect(typeof body === "string").toBe(icon.path.endsWith(".svg"));
    expect(await pixelSize(body)).toBe(`${icon.size}x${icon.size}`);
  });

  it.each(locales.map(({ code }) => code))(
    "draws the social image in %s at its declared size, a PNG small enough for link previews",
    async (locale) => {
      const image = await drawSocialImage(locale);
      expect(await pixelSize(image)).toBe(`${socialImage.width}x${socialImage.height}`);
      expect((await sharp(image).metadata()).format).toBe("png");
      // Its size when the encoder was chosen; some chat apps drop previews over ~300 KB.
      expect(image.byteLength).toBeLessThanOrEqual(259_326);
    },
  );
});
