import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import type { TourDialog as TourDialogComponent } from "./tour-dialog";
import { Button } from "~/components/ui/button";

type DialogModule = { TourDialog: typeof TourDialogComponent };

let dialogModule: Promise<DialogModule> | undefined;

/**
 * Downloads the dialog's code once. Kept out of Home's first-load JavaScript:
 * it starts on hover, focus or touch of the button and is usually done by the click.
 * A failed download (offline) is forgotten, so the next attempt tries again.
 */
function loadTourDialog(): Promise<DialogModule> {
  dialogModule ??= import("./tour-dialog").catch((error: unknown) => {
    dialogModule = undefined;
    throw error;
  });
  return dialogModule;
}

function prefetchTourDialog() {
  loadTourDialog().catch(() => {
    // Only a head start; the click reports the failure if it persists.
  });
}

/**
 * Opens the Virtual School Tour. Without JavaScript it could open nothing, so it
 * is not shown then (`noscript:` is the `scripting: none` media query) instead of
 * offering a dead button; with JavaScript it is there from the first paint.
 */
export function TourButton() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Not React.lazy: a lazy component that failed to load stays failed, and its
  // error would replace the page with the error boundary.
  const [Dialog, setDialog] = useState<DialogModule["TourDialog"] | null>(null);
  const [open, setOpen] = useState(false);

  const openTour = async () => {
    try {
      const { TourDialog } = await loadTourDialog();
      setDialog(() => TourDialog);
      setOpen(true);
    } catch (error) {
      console.warn("The virtual tour could not be loaded.", error);
    }
  };

  const closeTour = () => {
    setOpen(false);
    // Browsers that never focused the button on click (Safari) would otherwise
    // leave focus on <body> after the dialog closes.
    buttonRef.current?.focus();
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="secondary"
        size="lg"
        aria-haspopup="dialog"
        onPointerEnter={prefetchTourDialog}
        onPointerDown={prefetchTourDialog}
        onFocus={prefetchTourDialog}
        onClick={openTour}
        className="noscript:hidden"
      >
        <Camera aria-hidden="true" />
        Virtual Tour
      </Button>
      {Dialog ? <Dialog open={open} onClose={closeTour} /> : null}
    </>
  );
}
