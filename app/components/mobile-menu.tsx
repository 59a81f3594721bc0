import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EnrollLink } from "~/components/enroll-link";
import { NavLinks } from "~/components/nav-links";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const PANEL_ID = "mobile-menu";

/**
 * The phone menu is a native popover: it opens and closes, and Escape closes it
 * and returns focus to the toggle, even before (or without) JavaScript.
 * React only mirrors its state into aria-expanded and closes it on navigation.
 */
export function MobileMenu() {
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

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
        aria-expanded={open}
        aria-controls={PANEL_ID}
        className={cn(buttonVariants({ variant: "secondary" }), "px-4 md:hidden")}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        Menu
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        aria-label="Site menu"
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
