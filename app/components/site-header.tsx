import { EnrollLink } from "~/components/enroll-link";
import { LanguageSwitch } from "~/components/language-switch";
import { Logo } from "~/components/logo";
import { MobileMenu } from "~/components/mobile-menu";
import { NavLinks } from "~/components/nav-links";
import { useMessages } from "~/lib/i18n";

export function SiteHeader() {
  const { nav } = useMessages().common;
  return (
    <header className="sticky top-0 z-40 flex min-h-16 border-b border-primary-300/12 bg-ink-950/80 backdrop-blur-md [view-transition-name:site-header] print:static">
      {/* One row, the links between the name and the actions (auto margins share the
          room as space-between would). From 1024 px, words too long for one row (a
          longer language) wrap instead of overflowing: the actions, then the links,
          move to a row of their own at the right, and the bar grows. */}
      <div className="mx-auto flex w-full max-w-6xl items-center gap-4 px-5 sm:px-8 lg:flex-wrap lg:gap-y-2 lg:py-2">
        <Logo />
        {/* From 1024 px the page links sit in the bar; below, behind the menu toggle (in
            Spanish, five links, the language and Enroll Now need that room). */}
        <nav aria-label={nav.main} className="ms-auto hidden lg:block print:hidden">
          <NavLinks layout="bar" />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          <div className="hidden items-center gap-1 md:flex print:hidden">
            <LanguageSwitch layout="bar" />
            <EnrollLink />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
