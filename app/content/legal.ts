/** The words of the three pages about the site itself: privacy, terms, accessibility. */
import type { PageMetaCopy, TextBlock } from "./types";

/** When the three were last revised: each language writes the date its own way. */
export const legalRevised = "2026-11-24";

export type LegalCopy = {
  meta: PageMetaCopy;
  hero: { eyebrow: string; title: string; lead: string };
  sections: TextBlock[];
};

/** What the three pages share. */
export type LegalCommonCopy = { revised: string };
