import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { MIN_PHOTO, TOUR_MEDIA_FOLDER, tourMessages } from "../../app/content/tour-rules";
import { cardShape, stageShape } from "../../app/lib/photo-url";
import { testPhoto } from "../../tests/support/test-photo.js";
import { encodePhoto } from "./tour-photos";

const root = mkdtempSync(join(tmpdir(), "tour-photos-"));
const cache = join(root, "cache");
const media = join(root, "app/content", TOUR_MEDIA_FOLDER);
mkdirSync(media, { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("an uploaded photo, at build time", () => {
  it("is encoded as AVIF, WebP and JPEG at every width of the cards and the stage, once", async () => {
    writeFileSync(join(media, "hall.jpg"), await testPhoto(MIN_PHOTO));
    const first = await encodePhoto(root, cache, `${TOUR_MEDIA_FOLDER}/hall.jpg`);
    const widths = [...cardShape.widths, ...stageShape.widths];
    expect(first.files).toHaveLength(widths.length * 3);
    expect(first.photo.card.avif.split(", ")).toHaveLength(cardShape.widths.length);
    expect(first.photo.stage.webp).toMatch(/^\/assets\/tour\/hall-\w{10}-640x400\.webp 640w/);
    expect(first.photo.card.src).toMatch(/-640x480\.jpeg$/);
    expect(first.photo.preview).toMatch(/^data:image\/png;base64,/);
    const meta = await sharp(
      join(first.dir, first.files.find((name) => name.endsWith("1920x1200.avif")) ?? ""),
    ).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
      "heif",
      "av1",
      1920,
      1200,
    ]);
    // Kept between builds: the same photo again is read from the cache, not encoded.
    const written = readdirSync(first.dir).map((name) => statSync(join(first.dir, name)).mtimeMs);
    const second = await encodePhoto(root, cache, `${TOUR_MEDIA_FOLDER}/hall.jpg`);
    expect(second).toEqual(first);
    expect(readdirSync(first.dir).map((name) => statSync(join(first.dir, name)).mtimeMs)).toEqual(
      written,
    );
  });

  it("that is not a photo fails the build with the editor's message", async () => {
    writeFileSync(join(media, "notes.jpg"), "%PDF-1.7\n");
    await expect(encodePhoto(root, cache, `${TOUR_MEDIA_FOLDER}/notes.jpg`)).rejects.toThrow(
      `app/content/${TOUR_MEDIA_FOLDER}/notes.jpg: ${tourMessages.notPhoto()}`,
    );
  });

  it("too small for the stage fails the build with the editor's message", async () => {
    writeFileSync(join(media, "small.jpg"), await testPhoto({ width: 1200, height: 800 }));
    await expect(encodePhoto(root, cache, `${TOUR_MEDIA_FOLDER}/small.jpg`)).rejects.toThrow(
      `app/content/${TOUR_MEDIA_FOLDER}/small.jpg: ${tourMessages.tooSmall(1200, 800)}`,
    );
  });
});
