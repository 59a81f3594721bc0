import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import TourDialog from "./tour-dialog";
import { tourProps } from "./tour-section";
import { identifierPrefix } from "~/islands";
import tourShim from "~/inline/tour-shim.js?inline-script";

// The tour as a page has it: prerendered, opened by its own inline lines (the real ones,
// as the build minifies them) before its code, then hydrated by React's development
// build, which reports every attribute it finds changed as a hydration mismatch.

const props = tourProps("en");
const prefix = identifierPrefix("tour-dialog");
let root: Root | undefined;
let island: HTMLElement | undefined;

/** The prerendered tour and its inline lines, at `hash`, with no code yet. */
function prerenderAt(hash: string) {
  window.history.replaceState(null, "", `/${hash}`);
  island = document.createElement("div");
  island.dataset.island = "tour-dialog";
  island.innerHTML = renderToString(<TourDialog {...props} />, { identifierPrefix: prefix });
  document.body.append(island);
  // The inline lines run where the page has them, right after the tour.
  new Function(tourShim)();
  const dialog = island.querySelector("dialog");
  if (!dialog?.open) throw new Error("the inline lines did not open the tour");
  return dialog;
}

/** The tour's code arrives; returns what React's development build printed as errors. */
async function hydrate(host: HTMLElement) {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(host, <TourDialog {...props} />, { identifierPrefix: prefix });
  });
  const printed = errors.mock.calls.map((call) => call.map(String).join(" "));
  errors.mockRestore();
  return printed;
}

afterEach(() => {
  act(() => root?.unmount());
  island?.remove();
  root = island = undefined;
  window.history.replaceState(null, "", "/");
});

describe("the tour's code arriving after its inline lines", { timeout: 20_000 }, () => {
  it("finds a photo that failed before it without a hydration mismatch, and keeps the art", async () => {
    const dialog = prerenderAt("#tour");
    const [failed] = dialog.querySelectorAll<HTMLImageElement>("[data-tour-grid] img");
    if (!failed) throw new Error("no card photo");
    // The photo host cannot be reached: the image fails before React is there.
    failed.dispatchEvent(new Event("error"));
    expect(failed).toHaveAttribute("data-photo-failed");
    expect(failed).not.toHaveAttribute("hidden"); // an attribute React owns

    expect(await hydrate(island!)).toEqual([]);
    // The code read the mark: the art, and no image left to break.
    const box = dialog.querySelector("[data-photo='failed']");
    expect(box).not.toBeNull();
    expect(box?.querySelector("img")).toBeNull();
  });

  it("keeps a shared link's visitor on the place, from the card to the photo", async () => {
    const dialog = prerenderAt("#tour-3");
    // Before the code, the grid: the place's card has focus, inside the dialog.
    const card = document.activeElement;
    expect(card).toHaveAttribute("href", "#tour-3");
    expect(dialog.contains(card)).toBe(true);

    expect(await hydrate(island!)).toEqual([]);
    // The card is gone: focus is on the place shown, named by its title and position.
    const figure = document.activeElement;
    expect(figure?.tagName).toBe("FIGURE");
    expect(figure).toHaveAccessibleName(`${props.items[2]?.title} ${props.counters[2]}`);
    expect(dialog.contains(figure)).toBe(true);
  });

  it("leaves focus on the dialog when the grid is asked for", async () => {
    const dialog = prerenderAt("#tour");
    expect(document.activeElement).toBe(dialog);
    expect(await hydrate(island!)).toEqual([]);
    expect(document.activeElement).toBe(dialog);
    expect(dialog).toHaveAccessibleName(props.copy.title);
  });
});

describe("the inline lines, before any code", { timeout: 20_000 }, () => {
  /** Closes the tour as Escape does, and lets the task end (its microtasks run). */
  const close = (dialog: HTMLDialogElement) => act(async () => dialog.close());

  it("clear the address as the tour closes, not when its late close event comes", async () => {
    const dialog = prerenderAt("#tour-3");
    await close(dialog); // Escape, the close button, the backdrop
    expect(window.location.hash).toBe("");

    // Closed because a link left the tour; then Back put a place in the address before
    // the dialog's close event came: that place stays, for the lines to open.
    act(() => dialog.showModal());
    window.history.replaceState(null, "", "/#features");
    await close(dialog);
    window.history.replaceState(null, "", "/#tour-3");
    dialog.dispatchEvent(new Event("close"));
    expect(window.location.hash).toBe("#tour-3");
  });

  it("leave a tour opened again before the close event came as it is", async () => {
    const dialog = prerenderAt("#tour-3");
    const card = document.activeElement;
    window.history.replaceState(null, "", "/#features");
    await close(dialog);
    window.history.replaceState(null, "", "/#tour-3"); // Back, and the lines open it again
    act(() => dialog.showModal());
    (card as HTMLElement).focus();
    dialog.dispatchEvent(new Event("close")); // the first closing's event, late
    expect(window.location.hash).toBe("#tour-3");
    expect(document.activeElement).toBe(card);
  });
});
