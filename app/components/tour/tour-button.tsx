import { Camera } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { TourDialog as TourDialogComponent, TourRequest } from "./tour-dialog";
import { isTourHash } from "./tour-state";
import { buttonVariants } from "~/components/ui/button";
import { lazyModule } from "~/lib/lazy-module";
import { replaceHash } from "~/lib/replace-hash";

// Kept out of Home's first load: it starts on hover, focus or touch of the button
// and is usually there by the time of the click.
const dialogModule = lazyModule(() => import("./tour-dialog"));

/**
 * Opens the Virtual School Tour. It is a link to `#tour` acting as a button: a tap
 * made before the page's code has arrived is not lost, because the address keeps
 * it, and the tour opens as soon as the code is there (as it does for a shared
 * link such as `/#tour-3`). Once hydrated, a click opens the tour where the visitor
 * left it. Without JavaScript it could open nothing, so it is not shown then
 * (`noscript:` is the `scripting: none` media query).
 */
export function TourButton() {
  const buttonRef = useRef<HTMLAnchorElement>(null);
  const [Dialog, setDialog] = useState<typeof TourDialogComponent | null>(null);
  const [request, setRequest] = useState<TourRequest>({ open: false });
  // While the tour's code is on its way, the button says so (a spinner, in app.css).
  const [loading, setLoading] = useState(false);

  const openTour = useCallback(async (hash: string | null) => {
    setLoading(true);
    try {
      const { TourDialog } = await dialogModule.load();
      setDialog(() => TourDialog);
      setRequest({ open: true, hash });
    } catch (error) {
      console.warn("The virtual tour could not be loaded.", error);
    } finally {
      setLoading(false);
    }
  }, []);

  // The address opens and closes the tour: a shared link, an early tap, Back and Forward.
  useEffect(() => {
    const follow = () => {
      if (isTourHash(window.location.hash)) void openTour(window.location.hash);
      else setRequest((current) => (current.open ? { open: false } : current));
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [openTour]);

  const closeTour = () => {
    setRequest({ open: false });
    if (isTourHash(window.location.hash)) replaceHash("");
    // Browsers that never focused the button on click (Safari) would otherwise
    // leave focus on <body> after the dialog closes.
    buttonRef.current?.focus();
  };

  return (
    <>
      <a
        ref={buttonRef}
        href="#tour"
        role="button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onPointerEnter={dialogModule.prefetch}
        onPointerDown={dialogModule.prefetch}
        onFocus={dialogModule.prefetch}
        onClick={(event) => {
          // A new tab or window (modifier keys) gets the link itself: /#tour opens there.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          void openTour(null);
        }}
        onKeyDown={(event) => {
          // A button also answers Space (a link only Enter).
          if (event.key !== " ") return;
          event.preventDefault();
          void openTour(null);
        }}
        className={buttonVariants({
          variant: "secondary",
          size: "lg",
          className: "print:hidden noscript:hidden",
        })}
      >
        <Camera aria-hidden="true" />
        Virtual Tour
      </a>
      {Dialog ? <Dialog request={request} onClose={closeTour} /> : null}
    </>
  );
}
