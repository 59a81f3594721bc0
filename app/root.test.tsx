import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "~/content/messages";
import { LocaleProvider } from "~/lib/i18n";
import { ErrorBoundary } from "~/root";

// An unhandled error anywhere shows the fallback page.
// Only the root's ErrorBoundary is rendered through the stub, in the language its Layout
// (which renders <html>) would give it.

const Boundary = ErrorBoundary as unknown as ComponentType<object>;
const RootErrorBoundary = (props: object) => (
  <LocaleProvider locale="en">
    <Boundary {...props} />
  </LocaleProvider>
);

function renderRoute(route: { Component?: ComponentType; loader?: () => unknown }) {
  const Stub = createRoutesStub([
    { id: "root", path: "/", ErrorBoundary: RootErrorBoundary, ...route },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

beforeEach(() => {
  // React and React Router report the thrown error with console.error, as expected here:
  // this spy replaces the setup's, which would fail the test for it.
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the root error boundary", () => {
  it("shows the heading, the message, the stack trace and a way home when a route throws", async () => {
    const error = new Error("Boom");
    renderRoute({
      Component() {
        throw error;
      },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: messages.en.common.error.title }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByText("Boom", { exact: true })).toBeInTheDocument();

    // The stack trace, preformatted, reachable by keyboard so it can be scrolled.
    const trace = within(main).getByText(
      (_, element) => element?.tagName === "PRE" && element.textContent === error.stack,
    );
    expect(trace.textContent).toMatch(/^Error: Boom\n\s+at /);
    await userEvent.tab();
    expect(trace).toHaveFocus();

    const home = within(main).getByRole("link", { name: /home/i });
    expect(home).toHaveAttribute("href", "/");
  });

  it("leaves the stack trace out when the error has none", async () => {
    renderRoute({
      Component() {
        throw "Something odd";
      },
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: messages.en.common.error.title }),
    ).toBeInTheDocument();
    const main = screen.getByRole("main");
    expect(within(main).getByText("Something odd", { exact: true })).toBeInTheDocument();
    expect(main.querySelector("pre")).toBeNull();
    expect(within(main).getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });

  it("shows the status of a thrown response", async () => {
    renderRoute({
      loader() {
        throw new Response("The archive is closed", { status: 410, statusText: "Gone" });
      },
      Component: () => <p>Never shown</p>,
    });

    expect(await screen.findByRole("heading", { level: 1, name: "410 Gone" })).toBeInTheDocument();
    expect(screen.getByText("The archive is closed")).toBeInTheDocument();
    expect(screen.queryByText("Never shown")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });

  it("shows the not-found page for a thrown 404 (no page here)", async () => {
    renderRoute({
      loader() {
        throw new Response("Not Found", { status: 404, statusText: "Not Found" });
      },
      Component: () => <p>Never shown</p>,
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: messages.en.common.notFound.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
  });
});
