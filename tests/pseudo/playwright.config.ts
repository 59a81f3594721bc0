import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "../../scripts/test-runner/chromium.js";

// The pseudo-language's browser tests (scripts/checks/pseudo.js runs them in a copy of the
// project that has the pseudo-language in its list, against that copy's build): the
// pseudo-language's own checks at the narrowest and a wide screen, and the tests of
// what follows from the list of languages, which need no row for it.
const port = Number(process.env.TEST_PORT ?? 4320);
const baseURL = `http://localhost:${port}`;
const FOLLOWS_THE_LIST = /tests\/e2e\/(page-list|not-found|calendar)\.spec\.ts$/;
// Of those, the tests of one page of another language (their titles start with its path:
// "/es/join: …", "/nope answers 404 …"): the browser stage runs them on the real build.
const code = process.env.PSEUDO_LOCALE ?? "";
const OTHER_LANGUAGES_PAGE = new RegExp(`\\s/(?!${code}[/:\\s])`);

export default defineConfig({
  testDir: "..",
  fullyParallel: true,
  workers: 2,
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
    {
      name: "the list",
      testMatch: FOLLOWS_THE_LIST,
      grepInvert: OTHER_LANGUAGES_PAGE,
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
