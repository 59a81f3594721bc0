import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, inject, test } from "vitest";
import type { Engine, EngineSession, Variant } from "./engine";
import { startOutsideWorld, type OutsideWorld } from "../support/photo-host";
import { expectClean } from "./scenario";
import { SCENARIOS } from "./scenarios";
import { startSiteFront, type SiteFront } from "./site-front";

/**
 * The driver got no answer from the browser in time (the client's timeout, or the
 * driver's own "timeout" error for a command), or the browser is gone (its session or
 * its last window with it), or the driver itself is (refused connections: WebKitWebDriver
 * crashed, seen with a segfault of WebKitGTK's compositor thread on a busy machine):
 * a hung or crashed browser, not a failed check.
 */
const driverStoppedAnswering = (error: unknown) =>
  /UND_ERR_HEADERS_TIMEOUT|Request timed out|WebDriverError: timeout when running|invalid session id|All window handles were removed|ECONNREFUSED/.test(
    String(error),
  );

/**
 * Defines the whole scenario list for one engine. A browser that cannot start
 * fails every test that needs it, with the reason: never a silent pass or skip.
 */
export function defineEngineSuite(engine: Engine) {
  const baseURL = inject("baseURL");
  // Screenshots are for a person to look at (README, "Cross-engine browser suite"): nothing compares
  // them, and a full-page shot of every page at two widths is a good part of the suite's
  // work, so `npm test` leaves them out (ENGINE_SCREENSHOTS=0).
  const screens =
    process.env.ENGINE_SCREENSHOTS === "0" ? undefined : `reports/screens/${engine.name}`;

  describe(engine.name, () => {
    let world: OutsideWorld | undefined;
    let front: SiteFront | undefined;
    const sessions = new Map<Variant, Promise<EngineSession>>();

    const session = (variant: Variant) => {
      let started = sessions.get(variant);
      if (!started) {
        if (!world) throw new Error("The test proxy is not running");
        started = engine.start({ baseURL, proxy: world.address, variant });
        sessions.set(variant, started);
        started.then(
          ({ version }) => console.log(`${engine.name} (${variant}): ${version}`),
          () => {},
        );
      }
      return started;
    };

    beforeAll(async () => {
      if (screens) mkdirSync(screens, { recursive: true });
      world = await startOutsideWorld();
      front = await startSiteFront(baseURL);
    });

    /** Ends a variant's browser; the next scenario that needs it starts a new one. */
    const restart = async (variant: Variant) => {
      const stale = sessions.get(variant);
      sessions.delete(variant);
      await stale?.then((running) => running.close()).catch(() => {});
    };

    afterAll(async () => {
      for (const started of sessions.values()) {
        await started.then((running) => running.close()).catch(() => {});
      }
      await world?.close();
      await front?.close();
    });

    for (const scenario of SCENARIOS) {
      for (const size of scenario.sizes) {
        const cannot = scenario.photoHost === "answering" ? engine.noPhotoHost : undefined;
        const name = `${scenario.name} [${size.width} px]`;
        (cannot ? test.skip : test)(cannot ? `${name}: skipped, ${cannot}` : name, async () => {
          world?.setPhotoHost(scenario.photoHost ?? "unreachable");
          if (!front) throw new Error("The site's codeless front is not running");
          const codeless = front;
          const variant = scenario.variant ?? "default";
          const attempt = async () => {
            const running = await session(variant);
            const page = await running.page(size.width, size.height);
            try {
              const shoot = async (name: string) => {
                if (screens) await page.screenshot(join(screens, `${name}.png`));
              };
              await scenario.run(page, { ...size, shoot, codeless });
              // Scenarios that expect console errors check the log themselves.
              if (!scenario.checksConsole) await expectClean(page);
            } finally {
              await page.close();
            }
          };
          try {
            await attempt();
          } catch (error) {
            if (!driverStoppedAnswering(error)) throw error;
            // Seen with WebKitGTK now and then on a busy machine: the browser stops
            // answering its driver in the middle of a journey, or its session ends, and
            // every later command fails. That is the test rig failing, not a check: once,
            // a new browser runs the journey again.
            console.warn(
              `${engine.name}: the browser stopped answering (${String(error)}); once more`,
            );
            await restart(variant);
            await attempt();
          }
        });
      }
    }
  });
}
