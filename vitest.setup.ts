import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// What jsdom lacks and the components use: <dialog>'s methods (the tour) and pointer
// capture (sonner calls it when a toast is pressed). Node-environment tests have no DOM.
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
  Element.prototype.setPointerCapture ??= () => {};
}

// Anything logged with console.error (a React warning, an error thrown in an effect)
// fails the test that logged it. A test that expects an error spies on console.error
// itself and checks what was logged.
const errors: unknown[][] = [];
beforeEach(() => {
  errors.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  if (typeof document !== "undefined") cleanup();
  const logged = errors.splice(0);
  vi.restoreAllMocks();
  if (logged.length > 0) {
    throw new Error(
      `console.error was called:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});
