/**
 * The Virtual School Tour's stops: each language's `app/content/<code>/tour.json`, which the
 * editor at /admin writes ("Virtual tour"), read through the tour's rules
 * (app/content/tour-rules.ts): a file that breaks one fails the build with the rule's
 * message. The default language's file has the stops in order, each with its photo and
 * category; every language's file has their words. An uploaded photo comes with the
 * files the build made of it (`virtual:tour-photos`, scripts/make-site/tour-photos.ts).
 * Loaded where pages are prerendered: the tour's code gets its stops from the page
 * (app/islands.ts).
 */
import photos from "virtual:tour-photos";
import { locales, type Locale } from "./locales";
import type { Messages } from "./messages";
import { readTour, sourceOf, usesStockHost } from "./tour-rules";
import type { GalleryCategory, GalleryItem } from "./types";

const files = import.meta.glob<unknown>("./*/tour.json", { eager: true, import: "default" });

const tour = readTour(
  Object.fromEntries(locales.map(({ code }) => [code, files[`./${code}/tour.json`]])),
  Object.fromEntries(locales.map(({ code, name }) => [code, name])),
  (code) => `app/content/${code}/tour.json`,
);

/** The stops, in tour order: their place, category and photo. */
const gallery = tour.stops.map((stop, index) => {
  const source = sourceOf(stop.photo);
  const photo = source.kind === "own" ? photos[source.file] : source;
  if (!photo)
    throw new Error(`app/content/${source.kind === "own" ? source.file : ""}: not encoded`);
  return { id: String(index + 1), category: stop.category, photo };
});

/** Whether a stop's photo is of the stock host: the privacy policy and the terms say so then. */
export const stockHostUsed = usesStockHost(tour.stops);

/** The stops with a language's words, their category named in it. */
export function galleryIn(
  locale: Locale,
  categories: Record<GalleryCategory, string>,
): GalleryItem[] {
  return gallery.map((stop, index) => {
    const words = tour.words[locale]?.[index];
    if (!words) throw new Error(`app/content/${locale}/tour.json has no stop ${index + 1}`);
    return { ...stop, ...words, categoryName: categories[stop.category] };
  });
}

/** The category badges: taken from the stops, in tour order, never typed twice. */
export const tourCategories: GalleryCategory[] = [...new Set(gallery.map((item) => item.category))];

/** The words of the tour's controls and categories. */
export type TourCopy = Messages["tour"];

/**
 * The tour island's props, all plain data: its stops, categories, counters and words,
 * which come from the page (app/islands.ts). Here, beside the words, so the dialog and
 * its parts share the type without importing one another.
 */
export type TourProps = {
  items: GalleryItem[];
  categories: { id: GalleryCategory; name: string }[];
  /** "1 of 6" … "6 of 6", one per item. */
  counters: string[];
  copy: Omit<TourCopy, "categories" | "counter">;
};
