// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "~/content/locales";
import { markdownPage } from "~/content/markdown-pages.server";
import { isLegalPage, pages } from "~/content/pages";

// The pages about the site, in every language of the list, from app/content/<code>/<id>.md.

const legal = pages.filter(isLegalPage);

describe.each(locales.map(({ code }) => code))("the Markdown pages in %s", (locale) => {
  it.each(legal.map(({ id }) => id))("%s is there and reads", (id) => {
    const page = markdownPage(locale, id);
    expect(page.title).not.toBe("");
    expect(page.sections.length).toBeGreaterThan(0);
  });

  // A link to a section (/es/privacy#contact-heading) works in every language.
  it.each(legal.map(({ id }) => id))(
    "%s has the same sections, by anchor, as the default language",
    (id) => {
      const anchors = (code: typeof locale) => markdownPage(code, id).sections.map((s) => s.id);
      expect(anchors(locale)).toEqual(anchors(defaultLocale));
    },
  );
});
