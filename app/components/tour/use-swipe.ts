import { useEffect, useEffectEvent, useRef } from "react";

/** How far (CSS px) a finger must travel sideways before it counts as a swipe. */
const SWIPE_THRESHOLD = 40;

export type SwipeDirection = "left" | "right";

/**
 * Calls `onSwipe` after a horizontal touch or pen swipe on the returned element.
 * Pointer events instead of touch events: one code path for every touch screen.
 * The element should have `touch-action: pan-y`, so vertical scrolling still
 * works and the browser does not claim horizontal moves for itself.
 */
export function useSwipe<T extends HTMLElement>(onSwipe: (direction: SwipeDirection) => void) {
  const ref = useRef<T>(null);
  const swiped = useEffectEvent(onSwipe);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let start: { x: number; y: number; id: number } | null = null;

    const onDown = (event: PointerEvent) => {
      // Mice have the buttons and arrow keys; dragging with one would fight text selection.
      if (event.pointerType === "mouse" || !event.isPrimary) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      // Mostly sideways, and far enough: a vertical scroll or a tap is not a swipe.
      if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) {
        swiped(dx < 0 ? "left" : "right");
      }
    };
    const onCancel = () => {
      start = null;
    };

    element.addEventListener("pointerdown", onDown);
    element.addEventListener("pointerup", onUp);
    element.addEventListener("pointercancel", onCancel);
    return () => {
      element.removeEventListener("pointerdown", onDown);
      element.removeEventListener("pointerup", onUp);
      element.removeEventListener("pointercancel", onCancel);
    };
  }, []);

  return ref;
}
