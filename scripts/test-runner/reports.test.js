// @vitest-environment node
import { expect, test } from "vitest";
import { errorLine } from "./reports.js";

test("a failure outside any test is named by its error's line, with the line it introduces", () => {
  const build =
    'vite v8\\nError: The specification\'s words:\\n  "a.b" is fixed by the specification.\\n    at x';
  expect(errorLine(build.replaceAll("\\n", "\n"))).toBe(
    `Error: The specification's words: "a.b" is fixed by the specification.`,
  );
  expect(errorLine("TypeError: x is not a function\n    at y")).toBe(
    "TypeError: x is not a function",
  );
  expect(errorLine("all went well")).toBeUndefined();
});
