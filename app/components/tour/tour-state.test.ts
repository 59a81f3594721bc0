// @vitest-environment node
import { describe, expect, it } from "vitest";
import { initialTourState, tourReducer, type TourState } from "./tour-state";

const fullscreenAt = (index: number): TourState => ({ mode: "fullscreen", index, count: 6 });

describe("initialTourState", () => {
  it("starts in grid mode at the first item", () => {
    expect(initialTourState(6)).toEqual({ mode: "grid", index: 0, count: 6 });
  });

  it("rejects an empty or invalid gallery", () => {
    expect(() => initialTourState(0)).toThrow(RangeError);
    expect(() => initialTourState(2.5)).toThrow(RangeError);
  });
});

describe("tourReducer", () => {
  describe("open", () => {
    it("switches from grid to fullscreen at the opened card", () => {
      expect(tourReducer(initialTourState(6), { type: "open", index: 3 })).toEqual(fullscreenAt(3));
    });

    it("opens the first and the last card", () => {
      expect(tourReducer(initialTourState(6), { type: "open", index: 0 })).toEqual(fullscreenAt(0));
      expect(tourReducer(initialTourState(6), { type: "open", index: 5 })).toEqual(fullscreenAt(5));
    });

    it("moves to another item when already in fullscreen", () => {
      expect(tourReducer(fullscreenAt(1), { type: "open", index: 4 })).toEqual(fullscreenAt(4));
    });

    it.each([-1, 6, 1.5, Number.NaN])("ignores the index %s, which has no card", (index) => {
      const state = initialTourState(6);
      expect(tourReducer(state, { type: "open", index })).toBe(state);
    });
  });

  describe("next", () => {
    it("moves one item forward", () => {
      expect(tourReducer(fullscreenAt(2), { type: "next" })).toEqual(fullscreenAt(3));
    });

    it("wraps from the last item (6 of 6) to the first (1 of 6)", () => {
      expect(tourReducer(fullscreenAt(5), { type: "next" })).toEqual(fullscreenAt(0));
    });

    it("visits every item and comes back after six steps", () => {
      let state = fullscreenAt(0);
      const visited: number[] = [];
      for (let step = 0; step < 6; step += 1) {
        state = tourReducer(state, { type: "next" });
        visited.push(state.index);
      }
      expect(visited).toEqual([1, 2, 3, 4, 5, 0]);
    });
  });

  describe("previous", () => {
    it("moves one item back", () => {
      expect(tourReducer(fullscreenAt(3), { type: "previous" })).toEqual(fullscreenAt(2));
    });

    it("wraps from the first item (1 of 6) to the last (6 of 6)", () => {
      expect(tourReducer(fullscreenAt(0), { type: "previous" })).toEqual(fullscreenAt(5));
    });
  });

  it("does not page in grid mode", () => {
    const grid: TourState = { mode: "grid", index: 2, count: 6 };
    expect(tourReducer(grid, { type: "next" })).toBe(grid);
    expect(tourReducer(grid, { type: "previous" })).toBe(grid);
  });

  it("wraps in a one-item tour", () => {
    const single: TourState = { mode: "fullscreen", index: 0, count: 1 };
    expect(tourReducer(single, { type: "next" })).toEqual(single);
    expect(tourReducer(single, { type: "previous" })).toEqual(single);
  });

  describe("toggle", () => {
    it("switches from grid to fullscreen at the current item", () => {
      const grid: TourState = { mode: "grid", index: 4, count: 6 };
      expect(tourReducer(grid, { type: "toggle" })).toEqual(fullscreenAt(4));
    });

    it("switches from fullscreen back to grid and keeps the position", () => {
      expect(tourReducer(fullscreenAt(4), { type: "toggle" })).toEqual({
        mode: "grid",
        index: 4,
        count: 6,
      });
    });

    it("returns to the same state after two toggles", () => {
      const start = initialTourState(6);
      const twice = tourReducer(tourReducer(start, { type: "toggle" }), { type: "toggle" });
      expect(twice).toEqual(start);
    });
  });

  it("never mutates the state it is given", () => {
    const state = Object.freeze(fullscreenAt(5));
    expect(() => tourReducer(state, { type: "next" })).not.toThrow();
    expect(state.index).toBe(5);
  });
});
