/**
 * The tour's mode and position as a pure reducer, so every transition (and both
 * wrap-arounds) can be tested without a browser; and the tour's place in the
 * address (`/#tour`, `/#tour-3`), so a place can be linked to and shared.
 */

type TourMode = "grid" | "fullscreen";

export type TourState = {
  mode: TourMode;
  /** Position in the gallery, 0 to count - 1. */
  index: number;
  /** Number of items; kept in the state so the reducer stays a plain (state, action) function. */
  count: number;
};

/** Where a link asks the tour to open: the grid, or one place in fullscreen. */
export type TourTarget = { mode: "grid" } | { mode: "fullscreen"; index: number };

export type TourAction =
  | { type: "open"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "toggle" }
  | { type: "go"; target: TourTarget };

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
    case "go":
      return action.target.mode === "grid"
        ? { ...state, mode: "grid" }
        : tourReducer(state, { type: "open", index: action.target.index });
  }
}

/** A fragment that belongs to the tour: `#tour`, or `#tour-` followed by anything. */
const TOUR_HASH = /^#tour(?:-(.*))?$/;

/**
 * Where `#tour` (the grid) or `#tour-3` (the third place, in fullscreen) asks the tour
 * to open. A place that does not exist (`#tour-0`, `#tour-9`, `#tour-x`) opens the
 * grid, never an empty view; any other fragment is not the tour's (null).
 */
export function tourTargetFromHash(hash: string, count: number): TourTarget | null {
  const match = TOUR_HASH.exec(hash);
  if (!match) return null;
  const place = match[1];
  if (place === undefined || !/^[1-9]\d{0,3}$/.test(place)) return { mode: "grid" };
  const index = Number(place) - 1;
  return index < count ? { mode: "fullscreen", index } : { mode: "grid" };
}

/** The fragment that names the tour's current view: the inverse of tourTargetFromHash. */
export function tourHash(state: Pick<TourState, "mode" | "index">): string {
  return state.mode === "fullscreen" ? `#tour-${state.index + 1}` : "#tour";
}
