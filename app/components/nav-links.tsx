import { useLocation } from "react-router";
import { localePath } from "~/content/locales";
import { pages, type Page, type PageEntry } from "~/content/pages";
import { useLocale, useMessages } from "~/lib/i18n";
import { pageHref } from "~/lib/meta";
import { cn } from "~/lib/utils";

const layouts = {
  bar: {
    // Links too many for the row wrap onto another, right-aligned (the gap between
    // rows only counts then).
    list: "flex flex-wrap items-center justify-end gap-x-0.5 gap-y-3 xl:gap-x-1",
    link: "rounded-pill px-2.5 py-2 text-sm whitespace-nowrap xl:px-3 xl:text-[0.95rem] text-fg-muted hover:bg-ink-700/60 hover:text-fg aria-[current=page]:bg-primary-500/20 aria-[current=page]:text-fg aria-[current=page]:ring-1 aria-[current=page]:ring-primary-300/40",
  },
  panel: {
    list: "flex flex-col gap-1",
    link: "flex min-h-12 items-center rounded-md px-4 text-lg text-fg-muted hover:bg-ink-700/60 hover:text-fg aria-[current=page]:bg-primary-500/20 aria-[current=page]:font-semibold aria-[current=page]:text-fg aria-[current=page]:shadow-[inset_3px_0_0_var(--color-accent-300)]",
  },
  footer: {
    list: "flex flex-col gap-2",
    link: "inline-flex min-h-6 items-center text-fg-muted hover:text-accent-200 hover:underline aria-[current=page]:text-fg",
  },
} as const;

/**
 * The page of the list being shown, if any (not on the not-found page): the one whose
 * address in the page's language is the address ("/es/vision/" is Vision), so the
 * prerendered HTML marks the same link as the address does.
 */
export function useCurrentPage(): Page | undefined {
  const locale = useLocale();
  const path = useLocation().pathname.replace(/\/+$/, "") || "/";
  return pages.find((page) => localePath(locale, page.path) === path);
}

/** The links to the pages of one group of the list, in the page's language; the current one carries aria-current="page". */
export function NavLinks({
  layout,
  group = "main",
}: {
  layout: keyof typeof layouts;
  group?: PageEntry["nav"];
}) {
  const classes = layouts[layout];
  const current = useCurrentPage();
  const locale = useLocale();
  const copy = useMessages().pages;
  return (
    <ul className={classes.list}>
      {pages
        .filter((page) => page.nav === group)
        .map((page) => (
          <li key={page.id}>
            <a
              href={pageHref(page.id, locale)}
              aria-current={page.id === current?.id ? "page" : undefined}
              className={cn("transition-colors", classes.link)}
            >
              {copy[page.id].meta.label}
            </a>
          </li>
        ))}
    </ul>
  );
}
