// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "~/lib/lazy-module";

describe("lazyModule", () => {
  it("imports once, however often it is asked for", async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const load = lazyModule(importer);
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed download, so the next attempt tries again", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 1 });
    const load = lazyModule(importer);
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
