import { defineConfig } from "vitest/config";

// The cross-engine browser suite (Firefox and WebKit): `npm run test:engines` after
// a build. One file per engine, run side by side; each drives its own browser.
export default defineConfig({
  test: {
    include: ["tests/engines/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    pool: "forks",
    fileParallelism: true,
    // Room for a journey run again in a new browser after one stopped answering (suite.ts).
    testTimeout: 240_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: "test-results/engines.json" }]],
  },
});
