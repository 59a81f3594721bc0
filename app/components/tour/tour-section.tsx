import { Island } from "~/components/island";
import { galleryIn, tourCategories, type TourProps } from "~/content/gallery";
import type { Locale } from "~/content/locales";
import { messages } from "~/content/messages";
import { useLocale } from "~/lib/i18n";

/** The tour's props in a language: its stops, categories and words, all plain data. */
export function tourProps(locale: Locale): TourProps {
  const { counter, categories, ...copy } = messages[locale].tour;
  const stops = galleryIn(locale, categories);
  return {
    items: stops,
    categories: tourCategories.map((id) => ({ id, name: categories[id] })),
    counters: stops.map((_, index) => counter({ position: index + 1, count: stops.length })),
    copy,
  };
}
import tourShim from "~/inline/tour-shim.js?inline-script";

/**
 * The Virtual School Tour on a page: the dialog, prerendered with its grid, as an
 * island, in the page's language; then its own few lines, which open it at once when
 * it is asked for (app/inline/tour-shim.js). A link to `#tour` with
 * `data-tour-resume` anywhere on the page opens it where the visitor left off.
 */
export function TourSection() {
  return (
    <>
      <Island name="tour-dialog" props={tourProps(useLocale())} />
      <script dangerouslySetInnerHTML={{ __html: tourShim }} />
    </>
  );
}
