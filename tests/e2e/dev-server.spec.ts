import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import type { ConsoleMessage, Page } from "@playwright/test";
import { CMS_CDN_FONTS } from "./admin-helpers";
import { PHOTO_HOST, expect, test, waitForHydration } from "./fixtures";
import { SITE_PAGES } from "./site-data";

/**
 * `npm run dev` as a newcomer meets it on a fresh clone: the development server with no
 * dependency cache (`--force` bundles them anew, as on a first start). Every page with
 * code works from the first load: nothing refused while dependencies are bundled, no
 * hydration mismatch, no error in the console. Desktop project only: one server, once.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: ChildProcess | undefined;
let origin = "";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "localhost", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // Its own process group, so it ends with everything it started.
  // Its output goes to the test's folder: what it bundled, and when, says why a page
  // reloaded or a module was refused.
  const log = openSync(test.info().outputPath("dev-server.log"), "w");
  server = spawn("npx", ["react-router", "dev", "--force", "--port", String(port)], {
    stdio: ["ignore", log, log],
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (response) => response.status,
          () => 0,
        ),
      {
        timeout: 90_000,
      },
    )
    .toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

/**
 * What went wrong on `page` while it loads from the development server: every console
 * error but those `expected` says are the outside world's (unreachable here, as it can be
 * anywhere), and every refused request. The server is an origin of its own: its requests
 * go through.
 */
async function faultsOf(page: Page, expected: (message: ConsoleMessage) => boolean) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !expected(message)) errors.push(message.text());
  });
  await page.route(
    (url) => url.origin === origin,
    (route) => route.continue(),
  );
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  return { errors, refused };
}

// The pages with code, in every language, each loaded as the first page of a fresh
// server would be, then used (their islands hydrate); and a shared link into the tour,
// whose code starts at once.
const WITH_CODE = SITE_PAGES.filter((page) => page.hasCode).map(({ path }) => path);
const TOUR_LINKS = SITE_PAGES.filter((page) => page.id === "home").map(
  ({ path }) => `${path}#tour-3`,
);
for (const path of [...WITH_CODE, ...TOUR_LINKS]) {
  test(`npm run dev: ${path} works from the first load, with no error`, async ({ page }) => {
    const faults = await faultsOf(page, (message) => message.location().url.startsWith(PHOTO_HOST));
    await page.goto(`${origin}${path}`);
    await waitForHydration(page);
    await expect(page.locator("[data-island]").first()).toHaveAttribute("data-hydrated", "");
    expect(faults).toEqual({ errors: [], refused: [] });
  });
}

// The editor, served from its source (scripts/make-site/admin-site.ts), as an editor on
// this machine opens it: its code and the CMS's own load, and it offers the local repository.
test.describe(() => {
  // The CMS's fonts named on a CDN, which the editor's page refuses (admin-helpers.ts).
  test.use({ expectedViolations: [CMS_CDN_FONTS] });

  test("npm run dev: /admin/ serves the editor from its source, with no error", async ({
    page,
  }) => {
    // The git host's status page is the outside world's; the CMS's CDN fonts, refused.
    const faults = await faultsOf(
      page,
      (message) =>
        message.text().includes("ERR_NAME_NOT_RESOLVED") || CMS_CDN_FONTS.test(message.text()),
    );
    await page.goto(`${origin}/admin/`);
    await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible({
      timeout: 30_000,
    });
    expect(faults).toEqual({ errors: [], refused: [] });
  });
});
