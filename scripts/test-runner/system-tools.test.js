// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SYSTEM_TOOLS, aptInstallCommand } from "./system-tools.js";

describe("the README's install line", () => {
  it("is the one npm test prints, for every package, the lists updated first", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const packages = [...new Set(Object.values(SYSTEM_TOOLS).map((tool) => tool.debian))].sort();
    expect(readme).toContain(`(\`${aptInstallCommand(packages)}\`)`);
  });
});
