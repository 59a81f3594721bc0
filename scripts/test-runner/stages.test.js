// @vitest-environment node
// @ts-check
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { cpuSeconds } from "./stages.js";

describe("cpuSeconds", () => {
  const folder = mkdtempSync(join(tmpdir(), "stages-"));
  const written = (/** @type {string} */ text) => {
    const file = join(folder, `${Math.random()}.cpu`);
    writeFileSync(file, text);
    return file;
  };

  test("adds the user and system time of the shell's children (bash's `times`)", () => {
    expect(cpuSeconds(written("0m0.004s 0m0.002s\n2m3.400s 0m10.200s\n"))).toBe(134);
  });

  test("says nothing when the stage wrote no time (stopped before its end)", () => {
    expect(cpuSeconds(join(folder, "missing.cpu"))).toBeUndefined();
    expect(cpuSeconds(written("0m0.004s 0m0.002s\n"))).toBeUndefined();
  });
});
