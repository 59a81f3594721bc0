import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "~/lib/lazy-module";

describe("lazyModule", () => {
  it("imports once, however often it is asked for, and then holds the module", async () => {
    const importer = vi.fn(async () => ({ value: 42 }));
    const lazy = lazyModule(importer);
    expect(lazy.current).toBeUndefined();
    lazy.prefetch();
    const [a, b] = await Promise.all([lazy.load(), lazy.load()]);
    expect(a).toBe(b);
    expect(lazy.current).toEqual({ value: 42 });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed download, so the next attempt tries again", async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 1 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow("offline");
    expect(lazy.current).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("keeps a prefetch's failure quiet", async () => {
    const lazy = lazyModule(() => Promise.reject(new Error("offline")));
    lazy.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lazy.current).toBeUndefined();
  });
});
