import { LayoutGrid, Maximize2, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useReducer, useRef, useState } from "react";
import { categoryArt } from "./category-art";
import { TourGrid } from "./tour-grid";
import { TourStage } from "./tour-stage";
import {
  initialTourState,
  tourHash,
  tourReducer,
  tourTargetFromHash,
  type TourAction,
} from "./tour-state";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import { galleryItems, tourCategories, tourCopy } from "~/content/gallery";
import { replaceHash } from "~/lib/replace-hash";
import { cn } from "~/lib/utils";

const TABBABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the
 * last. A modal <dialog> already makes the page inert, but Chromium lets Tab leave
 * for the browser's toolbar; the tour keeps focus in the dialog as the ARIA
 * Authoring Practices describe (Escape and the close button are always there).
 */
function wrapFocus(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) =>
    element.checkVisibility(),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Whether the tour is open, and how it was asked to open: from a link to a place in
 * it (`hash`, e.g. "#tour-3"), or by the button (null: resume where the visitor left off).
 */
export type TourRequest = { open: false } | { open: true; hash: string | null };

export type TourDialogProps = {
  request: TourRequest;
  /**
   * Called after the visitor closed the dialog (close button, Escape or a click on
   * the backdrop); not when `request` closed it.
   */
  onClose: () => void;
};

/**
 * The Virtual School Tour, on the native <dialog> in modal mode: the browser makes
 * the page behind inert, keeps focus inside, closes on Escape and restores focus.
 * (Why not Radix: docs/decisions/0003-tour-dialog-native.md.) The page's scroll
 * lock is a CSS rule in app.css, because the CSP forbids injected <style> elements.
 *
 * It stays mounted once loaded, so reopening resumes where the visitor left off;
 * only the first opening after a page load starts in grid mode. The address names
 * the view shown (`#tour`, `#tour-3`), so the visitor can share it.
 */
export function TourDialog({ request, onClose }: TourDialogProps) {
  const { open } = request;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closedByRequest = useRef(false);
  const titleId = useId();
  // The first opening may come from a link to a place: start there.
  const [state, dispatch] = useReducer(tourReducer, request, (first) => {
    const initial = initialTourState(galleryItems.length);
    const target = first.open && first.hash ? tourTargetFromHash(first.hash, initial.count) : null;
    return target ? tourReducer(initial, { type: "go", target }) : initial;
  });
  // Focus follows the visitor into fullscreen only when the card they used disappears.
  const [focusStage, setFocusStage] = useState(false);
  const fullscreen = state.mode === "fullscreen";

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closedByRequest.current = true;
      dialog.close();
    }
  }, [open]);

  // A link names where to start; the button resumes where the visitor left off.
  useEffect(() => {
    if (!request.open || request.hash === null) return;
    const target = tourTargetFromHash(request.hash, galleryItems.length);
    if (target) dispatch({ type: "go", target });
  }, [request]);

  // The address follows the tour, replacing itself rather than adding history entries.
  useEffect(() => {
    if (open) replaceHash(tourHash({ mode: state.mode, index: state.index }));
  }, [open, state.mode, state.index]);

  const page = (action: TourAction) => {
    setFocusStage(false);
    dispatch(action);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Tab" && dialogRef.current) {
      wrapFocus(dialogRef.current, event);
      return;
    }
    // Arrow keys page anywhere in the dialog, as long as one photo is shown.
    if (!fullscreen || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowRight") page({ type: "next" });
    else if (event.key === "ArrowLeft") page({ type: "previous" });
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    dialog.addEventListener("keydown", listener);
    return () => dialog.removeEventListener("keydown", listener);
  }, []);

  const ToggleIcon = fullscreen ? LayoutGrid : Maximize2;
  const toggleLabel = fullscreen ? "Show grid" : "Show fullscreen";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      closedby="any"
      onClose={() => {
        // The close event comes a moment later; by then the address may have reopened
        // the tour, so a close that was not the visitor's must not undo that.
        if (closedByRequest.current) closedByRequest.current = false;
        else onClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-fg backdrop:bg-ink-950/90 sm:m-auto sm:h-[min(56rem,calc(100dvh-3rem))] sm:w-[min(72rem,calc(100vw-3rem))]"
    >
      <div className="relative isolate flex h-full flex-col overflow-hidden bg-ink-900 aurora shadow-glow motion-safe:animate-rise sm:rounded-lg sm:border sm:border-primary-300/25">
        <div aria-hidden="true" className="absolute inset-0 -z-10 grid-lines opacity-60" />
        <header className="flex items-start gap-3 px-4 pt-4 pb-3 sm:px-8 sm:pt-7 sm:pb-5">
          <div className="min-w-0 flex-1">
            <p className="hidden eyebrow text-accent-300 sm:block">{tourCopy.eyebrow}</p>
            <h2 id={titleId} className="mt-1.5 text-h3 font-semibold text-fg sm:text-[1.75rem]">
              {tourCopy.title}
            </h2>
          </div>
          <button
            type="button"
            onClick={() => page({ type: "toggle" })}
            className={cn(buttonVariants({ variant: "secondary" }), "max-sm:size-11 max-sm:px-0")}
          >
            <ToggleIcon aria-hidden="true" />
            <span className="max-sm:sr-only">{toggleLabel}</span>
          </button>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label="Close tour"
            className={buttonVariants({ variant: "secondary", size: "icon" })}
          >
            <X aria-hidden="true" />
          </button>
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-5 sm:px-8 sm:pb-8">
          {fullscreen ? (
            <TourStage
              items={galleryItems}
              index={state.index}
              onPrevious={() => page({ type: "previous" })}
              onNext={() => page({ type: "next" })}
              focusOnMount={focusStage}
            />
          ) : (
            <>
              <p className="max-w-[60ch] text-fg-muted">{tourCopy.lead}</p>
              <ul aria-label="Categories" className="mt-4 mb-6 flex flex-wrap gap-2">
                {tourCategories.map((category) => {
                  const Icon = categoryArt[category].icon;
                  return (
                    <li key={category}>
                      <Badge className="max-sm:px-2.5 max-sm:text-[0.8125rem]">
                        <Icon aria-hidden="true" className="size-3.5" />
                        {category}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
              <TourGrid
                items={galleryItems}
                onOpen={(index) => {
                  setFocusStage(true);
                  dispatch({ type: "open", index });
                }}
              />
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
