import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EnrollLink } from "~/components/enroll-link";
import { NavLinks } from "~/components/nav-links";
import { buttonVariants } from "~/components/ui/button";
import { cn, useHydrated } from "~/lib/utils";

const PANEL_ID = "mobile-menu";

/**
 * The phone menu is a native popover: it opens and closes, and Escape closes it
 * and returns focus to the toggle, even before (or without) JavaScript.
 * React only mirrors its state and closes it on navigation.
 * The prerendered HTML has no aria-expanded: a popovertarget button already
 * exposes its expanded state, and HTML forbids the attribute there. Once
 * hydrated, React mirrors the same state into aria-expanded for the scripts and
 * tests that read the attribute. The panel has no aria-label (a plain div cannot
 * be named); the <nav> inside carries the name.
 */
export function MobileMenu() {
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  const close = () => panelRef.current?.hidePopover();

  return (
    <>
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={PANEL_ID}
        className={cn(buttonVariants({ variant: "secondary" }), "md:hidden")}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        Menu
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b border-primary-300/20 bg-ink-900/97 p-5 text-fg shadow-glow backdrop:bg-ink-950/70 md:hidden"
      >
        <nav aria-label="Main">
          <NavLinks layout="panel" onNavigate={close} />
        </nav>
        <EnrollLink className="mt-5 w-full" onNavigate={close} />
      </div>
    </>
  );
}
