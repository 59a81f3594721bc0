import { defineConfig } from "vitest/config";

// The container image (Dockerfile), built and run where an engine works:
// `npm run test:container`. Apart from the unit tests, which `npm run check` runs before
// every commit: building the image takes minutes.
export default defineConfig({
  test: {
    include: ["tests/container/*.test.js"],
    environment: "node",
    testTimeout: 1_200_000,
    reporters: ["default", ["json", { outputFile: "test-results/container.json" }]],
  },
});
