// @ts-check
/** Production server: `npm start` (or `npm run serve` on an existing build). */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createSiteServer } from "./app.js";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const buildDir = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build", import.meta.url));

const server = createSiteServer({ buildDir });

server.listen(port, host, () => {
  console.log(`Nova Academy is served on http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
