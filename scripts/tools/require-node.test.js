// @vitest-environment node
// @ts-check
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unsupportedNode } from "./require-node.js";

const { scripts } = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
);
const GUARD = "node scripts/tools/require-node.js && ";

describe("the Node.js guard", () => {
  it("lets the supported lines through and stops the others with one line", () => {
    for (const version of ["v24.15.0", "v24.21.0", "v26.0.0", "v26.10.0"]) {
      expect(unsupportedNode(version), version).toBeUndefined();
    }
    for (const version of ["v20.20.2", "v22.22.0", "v24.14.1", "v25.9.0"]) {
      const line = unsupportedNode(version);
      expect(line, version).toContain(version);
      expect(line, version).toContain("install Node.js 24");
      expect(line, version).not.toContain("\n");
    }
  });

  it("runs first in every npm script, or in the npm script it starts with", () => {
    /** @param {string} name @returns {boolean} */
    const guarded = (name) => {
      const command = String(scripts[name]);
      const first = /^npm run ([\w:-]+)/.exec(command)?.[1];
      return command.startsWith(GUARD) || (first !== undefined && guarded(first));
    };
    for (const name of Object.keys(scripts)) expect(guarded(name), name).toBe(true);
  });
});
