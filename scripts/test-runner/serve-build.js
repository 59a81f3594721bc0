// @ts-check
/**
 * The production server on the build, for the scripts and suites that measure or
 * drive it: `npm run size`, `npm run audit`, the cross-engine suite. It is the server
 * `npm run serve` runs (server/app.js), in this process: it ends with the process,
 * however that ends, and nothing has to wait for it to start.
 */
import { createServer } from "node:net";
import { createSiteServer } from "../../server/app.js";
import { unservable } from "../../server/build-dir.js";
import { buildDir } from "../make-site/files.js";

/**
 * @param {string} [host] the interface it will listen on
 * @returns {Promise<number>} a port nobody listens on, from the OS
 */
export function freePort(host = "localhost") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Serves the build in BUILD_DIR (else ./build); fails at once, with the one line that
 * says what to run, when there is no build or the port is taken.
 * @param {number} [port] a fixed port; else a free one
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>} `close` stops it
 */
export async function serveBuild(port) {
  const problem = unservable(buildDir);
  if (problem) throw new Error(problem);
  const server = createSiteServer({ buildDir });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port || 0, "localhost", () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    origin: `http://localhost:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
