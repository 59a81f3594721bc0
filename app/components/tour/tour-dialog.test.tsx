import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TourDialog } from "./tour-dialog";
import { galleryItems } from "~/content/gallery";

function renderTour() {
  const onClose = vi.fn();
  render(<TourDialog request={{ open: true, hash: null }} onClose={onClose} />);
  const dialog = screen.getByRole("dialog", { name: "Virtual School Tour" });
  return { dialog, onClose, user: userEvent.setup() };
}

const counter = () => screen.queryByText(/^\d of 6$/);

// Role queries in jsdom are slow on a busy machine; the default 5 s is tight.
describe("TourDialog", { timeout: 20_000 }, () => {
  it("starts in grid mode with one card button per item and badges from the gallery", () => {
    const { dialog } = renderTour();
    expect(within(dialog).getByRole("button", { name: "Show fullscreen" })).toBeInTheDocument();
    for (const item of galleryItems) {
      expect(within(dialog).getByRole("button", { name: new RegExp(item.title) })).toBeVisible();
    }
    const badges = within(within(dialog).getByRole("list", { name: "Categories" })).getAllByRole(
      "listitem",
    );
    expect(badges.map((badge) => badge.textContent)).toEqual(
      galleryItems.map((item) => item.category),
    );
    expect(counter()).toBeNull();
  });

  it("opens a card in fullscreen, with a polite counter, and pages with wrap-around", async () => {
    const { user } = renderTour();
    await user.click(screen.getByRole("button", { name: /Innovation Studio/ }));
    expect(counter()).toHaveTextContent("6 of 6");
    expect(counter()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByRole("heading", { name: "Innovation Studio" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Next image" }));
    expect(counter()).toHaveTextContent("1 of 6");
    await user.click(screen.getByRole("button", { name: "Previous image" }));
    expect(counter()).toHaveTextContent("6 of 6");
  });

  it("pages with the arrow keys in fullscreen only", async () => {
    const { dialog, user } = renderTour();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    await user.click(screen.getByRole("button", { name: "Show fullscreen" }));
    expect(counter()).toHaveTextContent("1 of 6");
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(counter()).toHaveTextContent("6 of 6");
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(counter()).toHaveTextContent("1 of 6");
  });

  it("names the toggle after the view it switches to", async () => {
    const { user } = renderTour();
    await user.click(screen.getByRole("button", { name: "Show fullscreen" }));
    await user.click(screen.getByRole("button", { name: "Show grid" }));
    expect(screen.getByRole("button", { name: "Show fullscreen" })).toBeInTheDocument();
    expect(counter()).toBeNull();
  });

  it("closes with the close button", async () => {
    const { onClose, user } = renderTour();
    await user.click(screen.getByRole("button", { name: "Close tour" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the designed fallback instead of a photo that fails", async () => {
    const { dialog, user } = renderTour();
    const [firstPhoto] = within(dialog).getAllByRole("presentation", { hidden: true });
    if (!firstPhoto) throw new Error("no card photo");
    fireEvent.error(firstPhoto);
    expect(dialog.querySelector("[data-photo='failed']")).not.toBeNull();

    await user.click(screen.getByRole("button", { name: /Robotics Workshop/ }));
    const stagePhoto = dialog.querySelector("figure img");
    if (!stagePhoto) throw new Error("no stage photo");
    fireEvent.error(stagePhoto);
    expect(dialog.querySelector("figure img")).toBeNull();
    expect(
      screen.getByRole("img", { name: new RegExp(galleryItems[2]?.alt ?? "-") }),
    ).toBeInTheDocument();
    expect(screen.getByText("Photo unavailable offline")).toBeInTheDocument();
  });
});
