// @ts-check
/** Production server: `npm start` (or `npm run serve` on an existing build). */
import { createSiteServer } from "./app.js";
import { buildDir } from "./build-dir.js";
import { gracefulStop } from "./shutdown.js";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const log = process.env.LOG_REQUESTS === "1" ? process.stdout : undefined;

const server = createSiteServer({ buildDir, log });
const stop = gracefulStop(server);

server.listen(port, host, () => {
  const { port: listening } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`Nova Academy is served on http://${host}:${listening}`);
});

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stop().then(() => process.exit(0));
  });
}
