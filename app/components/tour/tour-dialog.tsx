import { LayoutGrid, Maximize2, X } from "lucide-react";
import { useEffect, useEffectEvent, useId, useLayoutEffect, useReducer, useRef } from "react";
import { categoryArt } from "./category-art";
import { TourGrid } from "./tour-grid";
import { TourStage } from "./tour-stage";
import { initialTourState, tourHash, tourReducer, tourTargetFromHash } from "./tour-state";
import { IslandStatus } from "~/components/island-status";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import type { TourProps } from "~/content/gallery";
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
 * The Virtual School Tour, an island on the native <dialog>, prerendered closed with its
 * grid. The page's own few lines (app/inline/tour-shim.js) open and close it, keep the
 * address and announce each place asked for (`tour:place`: "#tour", "#tour-3", or null
 * to resume); this shows the grid or one photo, pages, and writes the address of what
 * it shows. In modal mode the browser makes the page behind inert, keeps focus inside,
 * closes on Escape and restores focus (docs/decisions/0003-tour-dialog-native.md); the
 * page's scroll lock is a CSS rule in app.css, because the CSP forbids injected styles.
 * It stays mounted, so reopening resumes where the visitor left off; the first opening
 * after a page load starts in the grid.
 */
export default function TourDialog({ items, categories, counters, copy }: TourProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, dispatch] = useReducer(tourReducer, items.length, initialTourState);
  const fullscreen = state.mode === "fullscreen";

  /** Writes the address of what is shown, while the tour is open (a closed one has none). */
  const writeAddress = useEffectEvent(() => {
    if (dialogRef.current?.open) replaceHash(tourHash(state));
  });

  const goTo = useEffectEvent((place: string | null) => {
    const target = place === null ? null : tourTargetFromHash(place, items.length);
    if (!target) return writeAddress();
    // A place that does not exist opens the grid, and the address says so at once.
    const hash = tourHash(target.mode === "grid" ? { mode: "grid", index: state.index } : target);
    if (hash !== place && dialogRef.current?.open) replaceHash(hash);
    dispatch({ type: "go", target });
  });

  // A place asked for before this code ran (a shared link, an early tap) is in the address.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (dialog.open) goTo(window.location.hash);
    const follow = (event: Event) => goTo((event as CustomEvent<string | null>).detail);
    dialog.addEventListener("tour:place", follow);
    return () => dialog.removeEventListener("tour:place", follow);
  }, []);

  // The address follows the tour, replacing itself rather than adding history entries.
  const shown = useRef(tourHash(state));
  useEffect(() => {
    const hash = tourHash(state);
    if (hash === shown.current) return;
    shown.current = hash;
    writeAddress();
  }, [state]);

  // Focus never falls out of the open tour. When the element that had it goes (the card
  // that opened a place, or the photo when the address asks for the grid), it lands where
  // the inline lines land it on opening: the place shown, or the dialog itself. Only
  // then: code that arrives, or a view that changes, never takes focus from where it is.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || dialog.contains(document.activeElement)) return;
    (dialog.querySelector<HTMLElement>("[data-tour-landing]") ?? dialog).focus();
  }, [state.mode]);

  const page = (action: "next" | "previous") => dispatch({ type: action });

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Tab" && dialogRef.current) {
      wrapFocus(dialogRef.current, event);
      return;
    }
    // Arrow keys page anywhere in the dialog, as long as one photo is shown.
    if (!fullscreen || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "ArrowRight") page("next");
    else if (event.key === "ArrowLeft") page("previous");
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

  return (
    <dialog
      ref={dialogRef}
      id="tour"
      aria-labelledby={titleId}
      // The grid's landing: focused, the dialog is what a screen reader names ("Virtual
      // School Tour, dialog"), and `#tour`, which the browser focuses when it follows it.
      tabIndex={-1}
      closedby="any"
      // The inline lines may have opened it (`open`) before React hydrates it.
      suppressHydrationWarning
      // Focused, it rings its panel, inside the edge: a ring around the dialog would be off
      // a phone's screen, and one the dialog drew inside would be under the panel.
      className="group/tour m-0 h-dvh max-h-none w-full max-w-none overflow-hidden border-0 bg-transparent p-0 text-fg backdrop:bg-ink-950/90 focus-visible:shadow-none focus-visible:outline-hidden sm:m-auto sm:h-[min(56rem,calc(100dvh-3rem))] sm:w-[min(72rem,calc(100vw-3rem))] sm:rounded-lg print:hidden noscript:static noscript:block noscript:h-auto noscript:w-full noscript:overflow-visible"
    >
      <div className="relative isolate flex h-full flex-col overflow-hidden bg-ink-900 aurora shadow-glow group-focus-visible/tour:ring-2 group-focus-visible/tour:ring-accent-300 group-focus-visible/tour:ring-inset motion-safe:animate-rise sm:rounded-lg sm:border sm:border-primary-300/25 noscript:mx-auto noscript:max-w-6xl noscript:rounded-none noscript:border-0 noscript:bg-transparent noscript:shadow-none">
        <div aria-hidden="true" className="absolute inset-0 -z-10 grid-lines opacity-60" />
        <header className="flex items-start gap-3 px-4 pt-4 pb-1 sm:px-8 sm:pt-7 sm:pb-3">
          <div className="min-w-0 flex-1">
            <p className="hidden eyebrow text-accent-300 sm:block">{copy.eyebrow}</p>
            <h2 id={titleId} className="mt-1.5 text-h3 font-semibold text-fg sm:text-[1.75rem]">
              {copy.title}
            </h2>
          </div>
          {/* A link to the view it switches to, so a tap before the code is kept too. */}
          <a
            href={fullscreen ? "#tour" : `#tour-${state.index + 1}`}
            role="button"
            data-awaits-code={fullscreen ? undefined : ""}
            className={cn(
              buttonVariants({ variant: "secondary" }),
              "max-sm:size-11 max-sm:px-0 noscript:hidden",
            )}
          >
            <ToggleIcon aria-hidden="true" />
            <span className="max-sm:sr-only">
              {fullscreen ? copy.showGrid : copy.showFullscreen}
            </span>
          </a>
          <button
            type="button"
            data-tour-close=""
            aria-label={copy.close}
            className={cn(
              buttonVariants({ variant: "secondary", size: "icon" }),
              "noscript:hidden",
            )}
          >
            <X aria-hidden="true" />
          </button>
        </header>

        {/* Its top padding (taken from the header's) keeps a focus ring inside it in view. */}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-2 pb-5 sm:px-8 sm:pb-8 noscript:overflow-visible">
          <IslandStatus
            message={copy.notLoaded}
            className="mb-4 rounded-md border border-amber-200/30 bg-amber-300/10 p-3 text-sm text-amber-50"
          />
          {fullscreen ? (
            <TourStage
              items={items}
              index={state.index}
              counter={counters[state.index] ?? ""}
              copy={copy}
              onPrevious={() => page("previous")}
              onNext={() => page("next")}
            />
          ) : (
            <>
              <p className="max-w-[60ch] text-fg-muted">{copy.lead}</p>
              <ul aria-label={copy.categoriesLabel} className="mt-4 mb-6 flex flex-wrap gap-2">
                {categories.map(({ id, name }) => {
                  const Icon = categoryArt[id].icon;
                  return (
                    <li key={id}>
                      <Badge className="max-sm:px-2.5 max-sm:text-[0.8125rem]">
                        <Icon aria-hidden="true" className="size-3.5" />
                        {name}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
              <TourGrid items={items} unavailable={copy.photoUnavailable} />
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
