// @vitest-environment node
// @ts-check
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test, vi } from "vitest";
import { cpuSeconds, runStages } from "./stages.js";

describe("cpuSeconds", () => {
  const folder = mkdtempSync(join(tmpdir(), "stages-"));
  const written = (/** @type {string} */ text) => {
    const file = join(folder, `${Math.random()}.cpu`);
    writeFileSync(file, text);
    return file;
  };

  test("adds the user and system time bash's `time` wrote", () => {
    expect(cpuSeconds(written("123.400 10.200\n"))).toBe(134);
  });

  test("says nothing when the stage wrote no time (stopped before its end)", () => {
    expect(cpuSeconds(join(folder, "missing.cpu"))).toBeUndefined();
    expect(cpuSeconds(written(""))).toBeUndefined();
  });
});

describe("runStages", () => {
  test("never runs more cores' worth than the run has, in order of priority, and tells each stage its share", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stages-"));
    const journal = join(folder, "journal");
    // Each stage writes when it starts (with its share) and when it ends; the journal's
    // order is the schedule.
    const stage = (/** @type {string} */ name, /** @type {number} */ cores) => ({
      name,
      cores,
      command: [
        "bash",
        "-c",
        `echo "+ $0 $TEST_WORKERS" >> ${journal}; sleep 0.3; echo "- $0" >> ${journal}`,
        name,
      ],
    });
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    vi.spyOn(console, "log").mockReturnValue();
    const rows = await runStages(
      [stage("two", 2), stage("one", 1), stage("three", 3), stage("also-one", 1)],
      { cores: 2, logDir: folder },
    );
    vi.restoreAllMocks();
    expect(rows.map(({ name, failed }) => [name, failed])).toEqual([
      ["two", 0],
      ["one", 0],
      ["three", 0],
      ["also-one", 0],
    ]);
    const lines = readFileSync(journal, "utf8").trim().split("\n");
    // Strict priority: each starts in the list's order, never ahead of a higher one.
    expect(lines.filter((line) => line.startsWith("+")).map((line) => line.split(" ")[1])).toEqual([
      "two",
      "one",
      "three",
      "also-one",
    ]);
    let running = 0;
    let most = 0;
    /** @type {Record<string, string>} */
    const shares = {};
    for (const line of lines) {
      const [sign, name, workers] = line.split(" ");
      if (sign === "+") shares[name ?? ""] = workers ?? "";
      running += sign === "+" ? Number(workers) : -Number(shares[name ?? ""]);
      most = Math.max(most, running);
    }
    expect(most, "cores in use at once").toBe(2);
    // The stage that asks for more than the run has gets all of it.
    expect(shares).toEqual({ two: "2", one: "1", three: "2", "also-one": "1" });
  });

  test("does not run a stage whose need failed, and counts the failure once, where it happened", async () => {
    const folder = mkdtempSync(join(tmpdir(), "stages-"));
    vi.spyOn(process.stdout, "write").mockReturnValue(true);
    vi.spyOn(console, "log").mockReturnValue();
    const rows = await runStages(
      [
        { name: "build", command: ["false"] },
        { name: "after", command: ["true"], after: ["build"] },
      ],
      { cores: 2, logDir: folder },
    );
    vi.restoreAllMocks();
    expect(rows.map(({ name, failed, skipped }) => [name, failed, skipped ?? 0])).toEqual([
      ["build", 1, 0],
      ["after", 0, 1],
    ]);
  });
});
