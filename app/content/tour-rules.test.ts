import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  MIN_PHOTO,
  PHOTO_HOST_SECTION,
  STOCK_PHOTO_ORIGIN,
  TOUR_CATEGORIES,
  TOUR_MEDIA_FOLDER,
  photoFileProblems,
  photoSource,
  readTour,
  sniffPhotoFormat,
  tourMessages,
  tourProblems,
  usesStockHost,
  withoutUnusedHost,
} from "./tour-rules";

/** A tour made for the rules: six stops, one per category, and their words in two languages. */
const stops = TOUR_CATEGORIES.map((category, index) => ({
  photo: index === 0 ? `${TOUR_MEDIA_FOLDER}/hall.jpg` : `${STOCK_PHOTO_ORIGIN}/photo-${index}-abc`,
  category,
  title: `Place ${index + 1}`,
  description: `What students do in place ${index + 1}.`,
  alt: `What photo ${index + 1} shows.`,
}));
const translated = stops.map(({ title, description, alt }) => ({
  title: `${title} (es)`,
  description: `${description} (es)`,
  alt: `${alt} (es)`,
}));
const LANGUAGES = { en: "English", es: "Español" };
const files = (en: unknown, es: unknown = { stops: translated }) => ({ en: { stops: en }, es });
/** Each problem's message, in every file. */
const messages = (input: Record<string, unknown>) =>
  tourProblems(input, LANGUAGES).flatMap(({ problems }) => problems.map(({ message }) => message));

describe("the tour's rules", () => {
  it("accept six stops with their words in every language, and read them in order", () => {
    expect(tourProblems(files(stops), LANGUAGES)).toEqual([]);
    const tour = readTour(files(stops), LANGUAGES, (code) => `${code}/tour.json`);
    expect(tour.stops.map(({ category }) => category)).toEqual([...TOUR_CATEGORIES]);
    expect(tour.words.es?.[2]?.title).toBe("Place 3 (es)");
  });

  it("refuse a list that is not six stops, saying how many it has", () => {
    expect(messages(files(stops.slice(0, 5)))).toContain(tourMessages.count(5));
    expect(messages(files([...stops, stops[0]]))).toContain(tourMessages.count(7));
    expect(tourMessages.count(5)).toMatch(/has 5 stops: it needs exactly 6/);
  });

  it("refuse a category outside the six, naming it", () => {
    const sports = stops.map((stop, index) =>
      index === 2 ? { ...stop, category: "sports" } : stop,
    );
    expect(messages(files(sports))).toEqual([tourMessages.category("sports")]);
    expect(tourMessages.category("sports")).toMatch(/"sports" is not a category/);
  });

  it("refuse a stop without alternative text in any language, naming the language", () => {
    const blank = translated.map((stop, index) => (index === 4 ? { ...stop, alt: "  " } : stop));
    const report = tourProblems(files(stops, { stops: blank }), LANGUAGES);
    expect(report).toEqual([
      {
        file: "es",
        problems: [{ where: "stops › 5 › alt", message: tourMessages.empty("alt", "Español") }],
      },
    ]);
    expect(tourMessages.empty("alt", "Español")).toMatch(/alternative text is empty in Español/);
  });

  it("fail the build with every problem, by file and place", () => {
    const sports = stops.map((stop, index) =>
      index === 1 ? { ...stop, category: "sports" } : stop,
    );
    expect(() =>
      readTour(files(sports), LANGUAGES, (code) => `app/content/${code}/tour.json`),
    ).toThrow(
      `app/content/en/tour.json:\n  stops › 2 › category: ${tourMessages.category("sports")}`,
    );
  });

  it("take a photo of the media folder or of the stock host, nothing else", () => {
    expect(photoSource(`${TOUR_MEDIA_FOLDER}/a b.jpg`)).toEqual({
      kind: "own",
      file: `${TOUR_MEDIA_FOLDER}/a b.jpg`,
    });
    expect(photoSource(`/${TOUR_MEDIA_FOLDER}/a.jpg`)).toEqual({
      kind: "own",
      file: `${TOUR_MEDIA_FOLDER}/a.jpg`,
    });
    expect(photoSource(`${STOCK_PHOTO_ORIGIN}/photo-1?w=80`)).toEqual({
      kind: "stock",
      src: `${STOCK_PHOTO_ORIGIN}/photo-1`,
    });
    for (const elsewhere of [
      "https://example.com/a.jpg",
      "http://images.unsplash.com/photo-1",
      `${TOUR_MEDIA_FOLDER}/../../secrets.jpg`,
      "app/other/a.jpg",
    ]) {
      expect(photoSource(elsewhere)).toEqual({ problem: tourMessages.elsewhere(elsewhere) });
    }
    expect(photoSource(" ")).toEqual({ problem: tourMessages.noPhoto() });
  });
});

describe("a photo file", () => {
  const encoded = (format: "jpeg" | "png" | "webp" | "avif") => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } });
    return image[format]().toBuffer();
  };

  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "is known as %s by its first bytes",
    async (format) => {
      expect(sniffPhotoFormat(await encoded(format))).toBe(format);
    },
  );

  it("is not a photo when its bytes say otherwise, whatever its name", () => {
    expect(sniffPhotoFormat(new TextEncoder().encode("%PDF-1.7\n"))).toBeUndefined();
    expect(sniffPhotoFormat(new TextEncoder().encode("<svg xmlns="))).toBeUndefined();
    expect(photoFileProblems(undefined, undefined)).toEqual([tourMessages.notPhoto()]);
    expect(tourMessages.notPhoto()).toBe(
      "This file is not a photo: upload a JPEG, PNG, WebP or AVIF file.",
    );
  });

  it("is refused when smaller than the stage's largest size, and taken at that size", () => {
    const { width, height } = MIN_PHOTO;
    expect(photoFileProblems("jpeg", { width: width - 1, height })).toEqual([
      tourMessages.tooSmall(width - 1, height),
    ]);
    expect(photoFileProblems("jpeg", { width, height: height - 1 })).toHaveLength(1);
    expect(photoFileProblems("jpeg", { width, height })).toEqual([]);
  });
});

describe("the stock photo host's section of the policies", () => {
  const page = { sections: [{ id: "collect-heading" }, { id: PHOTO_HOST_SECTION }] };

  it("is shown while a stop's photo is of the stock host, and only then", () => {
    expect(usesStockHost(stops)).toBe(true);
    expect(withoutUnusedHost(page, true)).toEqual(page);
    const own = stops.map((stop) => ({ ...stop, photo: `${TOUR_MEDIA_FOLDER}/x.jpg` }));
    expect(usesStockHost(own)).toBe(false);
    expect(withoutUnusedHost(page, false).sections).toEqual([{ id: "collect-heading" }]);
  });
});
