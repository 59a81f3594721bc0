// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { assertBuildable } from "./build-dir.js";

describe("the build folder", () => {
  it("may be anywhere inside the project", () => {
    expect(() => assertBuildable("/work/site/build", "/work/site")).not.toThrow();
    expect(() => assertBuildable("/work/site/out/ci", "/work/site")).not.toThrow();
  });

  it("is refused outside the project, with what to do instead", () => {
    for (const outside of ["/tmp/x", "/work/site-build", "/work", "/"]) {
      expect(() => assertBuildable(outside, "/work/site")).toThrow(
        /outside the project.*BUILD_DIR=build-ci/s,
      );
    }
  });
});
