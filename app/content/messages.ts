/**
 * Every language's words, by language (app/content/words.ts), from the files the build
 * reads: each language's catalog (`app/content/<code>/messages.json`) and its list of
 * strings needing review. Loaded where pages are prerendered, never in the browser: the
 * interactive parts get their words from the page (see app/islands.ts).
 */
import { wordsOf } from "./words";

export type { Messages } from "./words";

const catalogs = import.meta.glob<unknown>("./*/messages.json", { eager: true, import: "default" });
const reviews = import.meta.glob<unknown>("./*/needs-review.json", {
  eager: true,
  import: "default",
});

export const messages = wordsOf((code) => ({
  catalog: catalogs[`./${code}/messages.json`],
  review: reviews[`./${code}/needs-review.json`],
}));
