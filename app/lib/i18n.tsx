import { createContext, use, type ReactNode } from "react";
import type { Locale } from "~/content/locales";
import { messages, type Messages } from "~/content/messages";

const LocaleContext = createContext<Locale | undefined>(undefined);

/**
 * The language of the page being prerendered, for everything it renders: app/root.tsx
 * reads it once, from the route's `lang` param. Only for what is prerendered: the
 * interactive parts run without a router or a context and get their words as props
 * (app/islands.ts).
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

/** The page's language (see LocaleProvider). */
export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (!locale) throw new Error("useLocale() outside a <LocaleProvider> (app/root.tsx)");
  return locale;
}

/**
 * Words to render with instead of the built catalog's: the editor's preview of an edit
 * (admin/previews.tsx). Pages never set it.
 */
export const MessagesProvider = createContext<Messages | undefined>(undefined);

/** Every word of the page's language. */
export function useMessages(): Messages {
  const edited = use(MessagesProvider);
  const locale = useLocale();
  return edited ?? messages[locale];
}
