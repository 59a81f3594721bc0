import { defineConfig } from "@playwright/test";
import { availableParallelism } from "node:os";
import { CHROMIUM_ARGS, headlessShellPath } from "../../scripts/test-runner/chromium.js";

// The pseudo-language's browser tests (scripts/checks/variant.js runs them in a copy of the
// project that has the pseudo-language in its list, against that copy's build), at the
// narrowest and a wide screen.
const port = Number(process.env.TEST_PORT ?? 4320);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "..",
  fullyParallel: true,
  // As many as the cores this run was given (npm test's stages share them), else one per core.
  workers: Number(process.env.TEST_WORKERS) || availableParallelism(),
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: process.env.PSEUDO_REPORT ?? "pseudo.json" }]],
  outputDir: "../../test-results/pseudo",
  timeout: 60_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
    reducedMotion: "reduce",
  },
  projects: [
    {
      name: "narrow",
      testMatch: /tests\/pseudo\/.*\.spec\.ts$/,
      use: { viewport: { width: 320, height: 800 }, isMobile: true, hasTouch: true },
    },
    {
      name: "wide",
      testMatch: /tests\/pseudo\/.*\.spec\.ts$/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: "node server/index.js",
    cwd: "../..",
    url: baseURL,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "localhost", BUILD_DIR: "build" },
  },
});
