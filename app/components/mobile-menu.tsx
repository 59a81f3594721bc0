import { Menu, X } from "lucide-react";
import { ENROLL_PAGE, EnrollLink } from "~/components/enroll-link";
import { LanguageSwitch } from "~/components/language-switch";
import { NavLinks, useCurrentPage } from "~/components/nav-links";
import { buttonVariants } from "~/components/ui/button";
import { useMessages } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import closeOnSamePageLink from "~/inline/menu-close.js?inline-script";

/** Also named in app.css, whose `menu-open` variant reads this panel's state. */
const PANEL_ID = "mobile-menu";

/**
 * The phone menu is a native popover: the toggle opens and closes it, Escape and a
 * tap outside close it and focus returns to the toggle, on every page, with or
 * without JavaScript. Its state lives in the browser alone, so nothing can disagree
 * with it: assistive technology reads the expanded state from the popover itself
 * (the toggle sets no aria-expanded, which HTML forbids on a popover button), and
 * the icon follows `:popover-open` in CSS. Choosing a link loads another document,
 * which closes the menu. On Join Us, Enroll Now leads to a place on the same page, and
 * a few inline lines close the menu then (app/inline/menu-close.js).
 */
export function MobileMenu() {
  const { nav } = useMessages().common;
  // Enroll Now (in the menu below 768 px) leads to the form on Join Us.
  const linksHere = useCurrentPage()?.id === ENROLL_PAGE;

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        className={cn(buttonVariants({ variant: "secondary" }), "lg:hidden print:hidden")}
      >
        <Menu aria-hidden="true" className="menu-open:hidden" />
        <X aria-hidden="true" className="hidden menu-open:block" />
        {nav.menu}
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-primary-300/20 bg-ink-900/97 p-5 text-fg shadow-glow backdrop:bg-ink-950/70 lg:hidden"
      >
        <nav aria-label={nav.main}>
          <NavLinks layout="panel" />
        </nav>
        {/* From 768 px, the bar holds these two. */}
        <div className="mt-5 grid gap-4 md:hidden">
          <EnrollLink className="w-full" />
          <LanguageSwitch layout="panel" />
        </div>
      </div>
      {linksHere ? <script dangerouslySetInnerHTML={{ __html: closeOnSamePageLink }} /> : null}
    </>
  );
}
