// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SYSTEM_TOOLS, aptInstallCommand, installPlan } from "./system-tools.js";

describe("the system packages npm test needs", () => {
  const missing = ["nginx", "chromium", "webkit2gtk-driver", "webkit2gtk-driver"];

  it("does nothing when nothing is missing", () => {
    expect(installPlan({ missing: [], isRoot: false, hasSudo: false, hasApt: false })).toEqual({
      run: [],
    });
  });

  it("installs the missing packages, each once, as root", () => {
    expect(installPlan({ missing, isRoot: true, hasSudo: false, hasApt: true })).toEqual({
      run: [
        ["apt-get", "update"],
        [
          "env",
          "DEBIAN_FRONTEND=noninteractive",
          "apt-get",
          "install",
          "-y",
          "--no-install-recommends",
          "chromium",
          "nginx",
          "webkit2gtk-driver",
        ],
      ],
    });
  });

  it("installs through sudo when it asks for no password", () => {
    const plan = installPlan({ missing, isRoot: false, hasSudo: true, hasApt: true });
    expect("run" in plan && plan.run.map((command) => command.slice(0, 3))).toEqual([
      ["sudo", "-n", "apt-get"],
      ["sudo", "-n", "env"],
    ]);
  });

  it("otherwise stops with the one command to run", () => {
    const plan = installPlan({ missing, isRoot: false, hasSudo: false, hasApt: true });
    expect(plan).toEqual({
      message:
        "The tests need system packages this machine lacks. Run: sudo apt-get update && " +
        "sudo apt-get install -y --no-install-recommends chromium nginx webkit2gtk-driver",
    });
  });

  it("names the packages on a machine without apt-get", () => {
    const plan = installPlan({ missing, isRoot: true, hasSudo: false, hasApt: false });
    expect("message" in plan && plan.message).toMatch(/chromium, nginx, webkit2gtk-driver/);
  });
});

describe("the README's install line", () => {
  it("is the one npm test prints, for every package, the lists updated first", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const packages = [...new Set(Object.values(SYSTEM_TOOLS).map((tool) => tool.debian))].sort();
    expect(readme).toContain(`(\`${aptInstallCommand(packages)}\`)`);
  });
});
