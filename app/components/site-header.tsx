import { EnrollLink } from "~/components/enroll-link";
import { LanguageSwitch } from "~/components/language-switch";
import { Logo } from "~/components/logo";
import { MobileMenu } from "~/components/mobile-menu";
import { NavLinks } from "~/components/nav-links";
import { useMessages } from "~/lib/i18n";

export function SiteHeader() {
  const { nav } = useMessages().common;
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-primary-300/12 bg-ink-950/80 backdrop-blur-md [view-transition-name:site-header] print:static">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo />
        {/* From 1024 px the page links sit in the bar; below, behind the menu toggle (in
            Spanish, five links, the language and Enroll Now need that room). */}
        <nav aria-label={nav.main} className="hidden lg:block print:hidden">
          <NavLinks layout="bar" />
        </nav>
        <div className="flex items-center gap-2">
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
