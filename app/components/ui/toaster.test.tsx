import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/toaster";

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function region() {
  return screen.getByRole("region", { name: /Notifications/ });
}

describe("Toaster", () => {
  it("renders an empty polite live region before any toast", () => {
    render(<Toaster />);
    expect(region()).toHaveAttribute("aria-live", "polite");
    expect(region()).toBeEmptyDOMElement();
  });

  it("shows a toast's title and description inside the live region", async () => {
    render(<Toaster />);
    act(() => {
      toast.success("Saved", { description: "All good." });
    });
    const title = await within(region()).findByText("Saved");
    const item = title.closest("[data-sonner-toast]");
    expect(item).toHaveAttribute("data-type", "success");
    expect(within(region()).getByText("All good.")).toBeInTheDocument();
  });

  it("marks error toasts so they are styled as destructive", async () => {
    render(<Toaster />);
    act(() => {
      toast.error("Nope");
    });
    const item = (await screen.findByText("Nope")).closest("[data-sonner-toast]");
    expect(item).toHaveAttribute("data-type", "error");
    expect(item?.className).toContain("data-[type=error]:border-danger-500");
  });

  it("can be dismissed with its close button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast("Hello");
    });
    await screen.findByText("Hello");
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));
    await expect.poll(() => screen.queryByText("Hello")).toBeNull();
  });

  it("renders text as text, never as markup", async () => {
    render(<Toaster />);
    act(() => {
      toast("<b>bold</b><script>alert(1)</script>");
    });
    expect(await screen.findByText("<b>bold</b><script>alert(1)</script>")).toBeInTheDocument();
    expect(region().querySelector("b, script")).toBeNull();
  });
});
