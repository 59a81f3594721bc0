import { Languages } from "lucide-react";
import { localePath, locales } from "~/content/locales";
import { useCurrentPage } from "~/components/nav-links";
import { useLocale, useMessages } from "~/lib/i18n";
import { cn } from "~/lib/utils";

const layouts = {
  bar: "min-h-11 rounded-pill px-3 text-sm whitespace-nowrap text-fg-muted hover:bg-ink-700/60 hover:text-fg",
  panel:
    "min-h-12 w-full rounded-md border border-primary-300/20 px-4 text-lg text-fg-muted hover:bg-ink-700/60 hover:text-fg",
} as const;

/**
 * The same page in the other languages, each named in its own words. Plain links: they
 * work without JavaScript, and nothing is stored or guessed from the browser. From the
 * not-found page, they lead to the other language's home page.
 */
export function LanguageSwitch({ layout }: { layout: keyof typeof layouts }) {
  const locale = useLocale();
  const path = useCurrentPage()?.path ?? "/";
  const { nav } = useMessages().common;
  const others = locales.filter(({ code }) => code !== locale);
  if (others.length === 0) return null;
  return (
    <ul aria-label={nav.languages} className="flex gap-2">
      {others.map(({ code, name }) => (
        <li key={code} className={layout === "panel" ? "flex-1" : undefined}>
          <a
            href={localePath(code, path)}
            hrefLang={code}
            lang={code}
            // Each language in its own words, on every page: never translated.
            translate="no"
            className={cn("inline-flex items-center gap-2 transition-colors", layouts[layout])}
          >
            <Languages aria-hidden="true" className="size-4 shrink-0" />
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
