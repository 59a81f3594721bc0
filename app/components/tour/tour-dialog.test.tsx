import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import TourDialog from "./tour-dialog";
import { tourProps } from "./tour-section";

// The tour's React part. Opening, closing and the address belong to the page's inline
// lines (app/inline/tour-shim.js, tested in real browsers); here they are played by
// hand: showModal(), and the `tour:place` event those lines send for each place asked for.

const props = tourProps("en");
const { items, copy, counters } = props;

function renderTour(hash = "") {
  window.history.replaceState(null, "", `/${hash}`);
  render(<TourDialog {...props} />);
  const dialog = screen.getByRole("dialog", { hidden: true }) as HTMLDialogElement;
  act(() => dialog.showModal());
  return { dialog, user: userEvent.setup() };
}

/** What the inline lines announce when a link to a place is followed (null: resume). */
const place = (dialog: HTMLDialogElement, hash: string | null) =>
  act(() => {
    window.history.replaceState(null, "", `/${hash ?? "#tour"}`);
    dialog.dispatchEvent(new CustomEvent("tour:place", { detail: hash }));
  });

const counter = () => screen.queryByText((text) => counters.includes(text));

afterEach(() => window.history.replaceState(null, "", "/"));

// Role queries in jsdom are slow on a busy machine; the default 5 s is tight.
describe("TourDialog", { timeout: 20_000 }, () => {
  it("starts in grid mode with one card link per place and badges from the gallery", () => {
    const { dialog } = renderTour();
    expect(dialog).toHaveAccessibleName(copy.title);
    expect(dialog.id).toBe("tour");
    expect(within(dialog).getByRole("button", { name: copy.showFullscreen })).toHaveAttribute(
      "href",
      "#tour-1",
    );
    items.forEach((item, index) => {
      const card = within(dialog).getByRole("link", { name: new RegExp(item.title) });
      expect(card).toHaveAttribute("href", `#tour-${index + 1}`);
      // It is the anchor too, so the link works without JavaScript, and can take focus.
      expect(card).toHaveAttribute("id", `tour-${index + 1}`);
    });
    const badges = within(
      within(dialog).getByRole("list", { name: copy.categoriesLabel }),
    ).getAllByRole("listitem");
    expect(badges.map((badge) => badge.textContent)).toEqual(
      items.map((item) => item.categoryName),
    );
    expect(counter()).toBeNull();
  });

  it("opens a place in fullscreen, with a polite counter, and pages with wrap-around", async () => {
    const { dialog, user } = renderTour();
    place(dialog, "#tour-6");
    expect(counter()).toHaveTextContent(counters[5] ?? "");
    expect(counter()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("heading", { name: items.at(-1)?.title })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: copy.next }));
    expect(counter()).toHaveTextContent(counters[0] ?? "");
    expect(window.location.hash).toBe("#tour-1");
    await user.click(screen.getByRole("button", { name: copy.previous }));
    expect(counter()).toHaveTextContent(counters[5] ?? "");
    expect(window.location.hash).toBe("#tour-6");
  });

  it("opens at the place in the address when its code arrives after the tap", async () => {
    // As on the page: prerendered, opened by the inline lines, hydrated later.
    const island = document.createElement("div");
    island.innerHTML = renderToString(<TourDialog {...props} />, { identifierPrefix: "tour-" });
    document.body.append(island);
    window.history.replaceState(null, "", "/#tour-3");
    island.querySelector("dialog")?.showModal();
    await act(async () => {
      hydrateRoot(island, <TourDialog {...props} />, { identifierPrefix: "tour-" });
    });
    expect(counter()).toHaveTextContent(counters[2] ?? "");
    island.remove();
  });

  it.each(["#tour-0", "#tour-9", "#tour-x"])(
    "opens the grid for %s, a place that does not exist",
    (hash) => {
      const { dialog } = renderTour();
      place(dialog, "#tour-4");
      place(dialog, hash);
      expect(counter()).toBeNull();
      expect(window.location.hash).toBe("#tour");
    },
  );

  it("resumes where the visitor left off when the button opens it again", () => {
    const { dialog } = renderTour();
    place(dialog, "#tour-5");
    act(() => dialog.close());
    act(() => dialog.showModal());
    place(dialog, null);
    expect(counter()).toHaveTextContent(counters[4] ?? "");
    expect(window.location.hash).toBe("#tour-5");
  });

  it("pages with the arrow keys in fullscreen only", () => {
    const { dialog } = renderTour();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(counter()).toBeNull();
    place(dialog, "#tour-1");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(counter()).toHaveTextContent(counters[5] ?? "");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(counter()).toHaveTextContent(counters[0] ?? "");
  });

  it("names the toggle after the view it switches to, and links it there", () => {
    const { dialog } = renderTour();
    place(dialog, "#tour-2");
    expect(screen.getByRole("button", { name: copy.showGrid })).toHaveAttribute("href", "#tour");
    place(dialog, "#tour");
    expect(screen.getByRole("button", { name: copy.showFullscreen })).toHaveAttribute(
      "href",
      "#tour-2",
    );
    expect(counter()).toBeNull();
  });

  it("writes no place once the tour is closed, however fast the keys come", () => {
    const { dialog } = renderTour();
    place(dialog, "#tour-2");
    act(() => {
      fireEvent.keyDown(dialog, { key: "ArrowRight" });
      dialog.close();
      window.history.replaceState(null, "", "/");
    });
    expect(window.location.hash).toBe("");
  });

  it("marks its close button for the inline lines, which close it", () => {
    const { dialog } = renderTour();
    expect(within(dialog).getByRole("button", { name: copy.close })).toHaveAttribute(
      "data-tour-close",
    );
  });

  it("shows the designed fallback instead of a photo that fails", () => {
    const { dialog } = renderTour();
    // The photo, not the preview of an uploaded one (aria-hidden) beneath it.
    const firstPhoto = dialog.querySelector("[data-photo] img:not([aria-hidden])");
    if (!firstPhoto) throw new Error("no card photo");
    fireEvent.error(firstPhoto);
    expect(dialog.querySelector("[data-photo='failed']")).not.toBeNull();

    place(dialog, "#tour-3");
    const stagePhoto = dialog.querySelector("figure img:not([aria-hidden])");
    if (!stagePhoto) throw new Error("no stage photo");
    fireEvent.error(stagePhoto);
    expect(dialog.querySelector("figure img")).toBeNull();
    expect(screen.getByRole("img", { name: new RegExp(items[2]?.alt ?? "-") })).toBeInTheDocument();
    expect(screen.getByText(copy.photoUnavailable)).toBeInTheDocument();
  });
});
