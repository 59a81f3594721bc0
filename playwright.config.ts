import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "./scripts/test-runner/chromium.js";
import { buildDir } from "./server/build-dir.js";
import { DESKTOP, PHONE } from "./tests/e2e/screens";

// Browser tests run against the production build served by the project's own
// server (`npm run build` first; `npm test` does both). The "nginx" project runs a
// smoke test of the same build behind the real nginx with deploy/nginx.conf.
const port = Number(process.env.TEST_PORT ?? 4300);
const baseURL = `http://localhost:${port}`;
// Follows TEST_PORT, so parallel runs with their own TEST_PORT do not share nginx's port.
const nginxPort = Number(process.env.TEST_NGINX_PORT ?? port + 80);
// IPv4 loopback: nginx listens there only (IPv6 may be off in a container).
const nginxURL = `http://127.0.0.1:${nginxPort}`;
const NGINX_SPEC = /nginx\.spec\.ts$/;
// Lighthouse's mobile profile (slow network, slow CPU), set by that test file itself.
const SLOW_PHONE_SPEC = /slow-phone(-photos)?\.spec\.ts$/;
// Each file runs in one project: the one whose screen its checks are about. Files that
// go through widths themselves (the header's breakpoints, the layout at 320 to 1920 px)
// run once. A browser journey runs once in Chromium (and once in each engine of the
// cross-engine suite); facts of the served HTML are read without a browser (tests/html).
// The phone: touch, a phone's width, taps (the tour, its links and photos, the faults a
// tap meets), the pages as drawn, printed and in Spanish, the code pages load.
const PHONE_SPECS = [
  /\/tour\.spec\.ts$/,
  /first-paint\.spec\.ts$/,
  /tour-link\.spec\.ts$/,
  /tour-link-focus\.spec\.ts$/,
  /tour-photos\.spec\.ts$/,
  /faults\.spec\.ts$/,
  /layout\.spec\.ts$/,
  /print\.spec\.ts$/,
  /i18n\.spec\.ts$/,
  /page-code\.spec\.ts$/,
  /not-found\.spec\.ts$/,
  /security\.spec\.ts$/,
];
// The desktop: the header through its widths, the form beside its text, a download, the
// development server, the editor at /admin and the fixtures' own test.
const DESKTOP_SPECS = [
  /admin\.spec\.ts$/,
  /admin-tour\.spec\.ts$/,
  /navigation\.spec\.ts$/,
  /form\.spec\.ts$/,
  /calendar\.spec\.ts$/,
  /dev-server\.spec\.ts$/,
  /fixtures\.spec\.ts$/,
];
// Of the phone's files, the tests whose answer a mouse on a wide screen changes (a hover
// that loads code, a click on the backdrop): tagged @pointer, they run on the desktop too.
const POINTER = /@pointer/;
// How every page looks, against the committed screenshots: its own project, at both
// screens, with the fonts it brings (tests/e2e/look/fonts.conf; README, "The look").
const LOOK_SPEC = /look\.spec\.ts$/;
const lookFile = (name: string) =>
  fileURLToPath(new URL(`tests/e2e/look/${name}`, import.meta.url));
// No test reaches the internet: every host name but the servers' own fails to resolve,
// in the browser itself. (A route that aborted every other origin sent each of the page's
// requests through the test's process and turned the browser's cache off: about 5% of the
// suite's time.) A test that stubs the photo host routes it itself.
const OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
const chromium = { executablePath: headlessShellPath(), args: [...CHROMIUM_ARGS, OFFLINE] };
// TEST_NGINX=0 leaves nginx out (a machine without it); CI and `npm test` run it.
const withNginx = process.env.TEST_NGINX !== "0";
// The look runs in a copy of the project with the look's own words (LOOK=1, set by
// scripts/checks/look.js: `npm run look`), never on the live content, which the office edits.
const withLook = process.env.LOOK === "1";
// Where the reports go: test-results/ here, or the project's own for a run in a copy.
const results = process.env.TEST_RESULTS ?? "test-results";
const report = process.env.E2E_REPORT ?? "e2e";

/** How every page looks, against the committed screenshots (README, "The look"). */
const lookProject = () => ({
  name: "look",
  testMatch: LOOK_SPEC,
  // The screens are set in the file (both, in one project: each page is loaded once
  // per screen and language, and no other project repeats it).
  use: {
    reducedMotion: "reduce" as const,
    launchOptions: {
      ...chromium,
      env: { ...process.env, FONTCONFIG_FILE: lookFile("fonts.conf") },
    },
  },
  // No platform in the names: the fonts and their rendering are the tests' own. In the
  // look's copy of the project, the project's own screenshots (LOOK_SNAPSHOTS).
  snapshotPathTemplate: `${process.env.LOOK_SNAPSHOTS ?? "{testDir}/{testFilePath}-snapshots"}/{arg}{ext}`,
  // A whole page drawn in software takes seconds on a busy machine, and twice that
  // when the baselines are written (it waits for two screenshots alike).
  timeout: 60_000,
  expect: {
    timeout: 20_000,
    toHaveScreenshot: {
      animations: "disabled" as const,
      caret: "hide" as const,
      scale: "css" as const,
      threshold: 0.02,
    },
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // As many as the cores this run was given (npm test's stages share them: TEST_WORKERS),
  // else one per core.
  workers: Number(process.env.TEST_WORKERS) || availableParallelism(),
  forbidOnly: !!process.env.CI,
  reporter: [
    ["list"],
    ["json", { outputFile: `${results}/${report}.json` }],
    // Where a look test's difference is reviewed: expected, actual and diff side by side.
    ["html", { open: "never", outputFolder: `${results}/${report}-report` }],
  ],
  // Its own folder, which it empties at each start: npm test's other reports and logs
  // sit beside it in test-results/, written by stages that may run at the same time.
  outputDir: `${results}/${report}`,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // A failed test keeps a screenshot of where it stopped, beside its error and the page's
    // accessibility tree. No trace by default: recording one for every test, and throwing
    // it away when the test passes, was about a third of the suite's CPU time, the
    // browser's and the runner's (navigation on the phone, process accounting: 107 s with
    // every part of the trace, 81 s with its actions alone, 73 s with none; note 0020).
    // To find a race, run the file again with `--trace retain-on-failure`.
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // First in the list, so its tests start at once on one of the two workers while the
      // other goes through the rest: it prints how long taps take on a throttled CPU, and
      // those figures are for `npx playwright test --project=slow-phone` on a quiet
      // machine (note 0010). Beside the others its code takes seconds more to arrive: one
      // run saw a tour place open 5.1 s after its code was released, past the 5 s every
      // other project waits; the visitor still gets it, so it waits longer.
      name: "slow-phone",
      testMatch: SLOW_PHONE_SPEC,
      workers: 1,
      expect: { timeout: 15_000 },
      use: PHONE,
    },
    {
      // Reduced motion and 1× pixels, except the tests tagged @motion, which ask for the
      // site's motion (fixtures.ts): with no GPU, the hero's drift and the entrances are
      // composited in software, and 2× rasterizes four times the pixels (note 0020).
      // What these tests read (roles, names, text, focus, boxes in CSS pixels) does not
      // depend on the density.
      name: "phone",
      testMatch: PHONE_SPECS,
      use: { ...PHONE, deviceScaleFactor: 1, reducedMotion: "reduce" },
    },
    {
      name: "desktop",
      testMatch: DESKTOP_SPECS,
      use: { ...DESKTOP, reducedMotion: "reduce" },
    },
    {
      name: "pointer",
      testMatch: PHONE_SPECS,
      grep: POINTER,
      use: { ...DESKTOP, reducedMotion: "reduce" },
    },
    ...(withLook ? [lookProject()] : []),
    ...(withNginx
      ? [
          {
            name: "nginx",
            testMatch: NGINX_SPEC,
            use: { baseURL: nginxURL, viewport: { width: 1440, height: 900 } },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node server/index.js",
      url: baseURL,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: "localhost", BUILD_DIR: buildDir },
    },
    ...(withNginx
      ? [
          {
            // nginx in the foreground with a config written to a temp folder (see the script).
            command: "node scripts/test-runner/nginx-test-server.js",
            url: `${nginxURL}/`,
            reuseExistingServer: false,
            env: { TEST_NGINX_PORT: String(nginxPort), BUILD_DIR: buildDir },
            // SIGTERM lets the script stop nginx and remove its temp folder.
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
