/**
 * The tour's mode and position as a pure reducer, so every transition (and both
 * wrap-arounds) can be tested without a browser.
 */

export type TourMode = "grid" | "fullscreen";

export type TourState = {
  mode: TourMode;
  /** Position in the gallery, 0 to count - 1. */
  index: number;
  /** Number of items; kept in the state so the reducer stays a plain (state, action) function. */
  count: number;
};

export type TourAction =
  { type: "open"; index: number } | { type: "next" } | { type: "previous" } | { type: "toggle" };

/** The tour starts in grid mode at the first item. */
export function initialTourState(count: number): TourState {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`A tour needs at least one item, got ${count}.`);
  }
  return { mode: "grid", index: 0, count };
}

/** Wraps any integer into 0 … count - 1 (so -1 becomes count - 1). */
function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function tourReducer(state: TourState, action: TourAction): TourState {
  switch (action.type) {
    case "open":
      // A card that does not exist cannot be opened; keep the tour where it is.
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= state.count) {
        return state;
      }
      return { ...state, mode: "fullscreen", index: action.index };
    case "next":
    case "previous": {
      // Paging only makes sense when one image is shown; in grid mode a stray
      // arrow key must not silently move the hidden position.
      if (state.mode !== "fullscreen") return state;
      const step = action.type === "next" ? 1 : -1;
      return { ...state, index: wrap(state.index + step, state.count) };
    }
    case "toggle":
      return { ...state, mode: state.mode === "grid" ? "fullscreen" : "grid" };
  }
}
