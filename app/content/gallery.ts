/** The six stops of the Virtual School Tour, one per category; their words are in each language's copy. */
import type { Messages } from "./messages";
import type { GalleryCategory, GalleryItem, GalleryShape } from "./types";

const unsplash = (photoId: string) => `https://images.unsplash.com/${photoId}`;

export const gallery = [
  {
    id: "smart-systems-lab",
    category: "technology",
    src: unsplash("photo-1518770660439-4636190af475"),
  },
  { id: "code-studio", category: "programming", src: unsplash("photo-1461749280684-dccba630e2f6") },
  {
    id: "robotics-workshop",
    category: "robotics",
    src: unsplash("photo-1485827404703-89b55fcc595e"),
  },
  {
    id: "vr-learning-pods",
    category: "virtual-reality",
    src: unsplash("photo-1593508512255-86ab42a8e620"),
  },
  {
    id: "team-commons",
    category: "collaboration",
    src: unsplash("photo-1522071820081-009f0129c71c"),
  },
  {
    id: "innovation-studio",
    category: "innovation",
    src: unsplash("photo-1581091226825-a6a2a5aee158"),
  },
] as const satisfies readonly GalleryShape[];

/** The category badges: taken from the items, in tour order, never typed twice. */
export const tourCategories: GalleryCategory[] = [...new Set(gallery.map((item) => item.category))];

/** The words of the tour: its stops, its categories and everything on its controls. */
export type TourCopy = Messages["tour"];

/**
 * The tour island's props, all plain text: its stops, categories, counters and words,
 * which come from the page (app/islands.ts). Here, beside the words, so the dialog and
 * its parts share the type without importing one another.
 */
export type TourProps = {
  items: GalleryItem[];
  categories: { id: GalleryCategory; name: string }[];
  /** "1 of 6" … "6 of 6", one per item. */
  counters: string[];
  copy: Omit<TourCopy, "items" | "categories" | "counter">;
};
