import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./scripts/chromium.js";

// Browser tests run against the production build served by the project's own
// server (`npm run build` first; `npm test` does both).
const port = Number(process.env.TEST_PORT ?? 4300);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "phone",
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    { name: "desktop", use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node server/index.js",
    url: baseURL,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: "localhost", BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  },
});
