// @ts-check
import { describe, expect, it } from "vitest";
import { load } from "./island-loader.js";

// How the loader tells a part whose code could not be fetched (try again on the next
// tap) from one whose code throws (the error page): a module that throws while it is
// evaluated throws the same error again; a failed download is fetched anew.

describe("load", () => {
  it("returns the module, trying once more after a failure", async () => {
    let calls = 0;
    const module = await load(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "module";
    });
    expect(module).toBe("module");
    expect(calls).toBe(2);
  });

  it("calls a download that fails twice a download failure", async () => {
    const failure = load(async () => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    await expect(failure).rejects.toMatchObject({ fetched: false });
  });

  it("calls code that throws the same error twice a bug, with that error", async () => {
    const error = new Error("Injected");
    const failure = load(async () => {
      throw error;
    });
    await expect(failure).rejects.toEqual({ fetched: true, error });
  });
});
