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
    // Both engines at once: Vitest's default on a 2-core machine is one file at a time,
    // and a journey mostly waits for its browser (in one run, 484 s of CPU in 1,186 s).
    maxWorkers: 2,
    // Room for a journey run again in a new browser after one stopped answering (suite.ts).
    testTimeout: 240_000,
    hookTimeout: 60_000,
    // How long a journey waits for a state (the counter gone, a toast shown): a browser
    // sharing two busy cores with the other stages can take seconds for a frame.
    expect: { poll: { timeout: 10_000 } },
    reporters: ["default", ["json", { outputFile: "test-results/engines.json" }]],
  },
});
