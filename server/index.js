// @ts-check
/** Production server: `npm start` (or `npm run serve` on an existing build). */
import { createSiteServer } from "./app.js";
import { buildDir, unservable } from "./build-dir.js";
import { gracefulStop } from "./shutdown.js";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "localhost";
const log = process.env.LOG_REQUESTS === "1" ? process.stdout : undefined;

/**
 * The server, or one line that says what to run and exit code 1: a missing or broken
 * build is the operator's to fix, and a stack trace would only hide the fix.
 */
function createServer() {
  const problem = unservable(buildDir);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  try {
    return createSiteServer({ buildDir, log });
  } catch (error) {
    // A file of the build that cannot be read or parsed (an interrupted build, say).
    const code = /** @type {{ code?: unknown }} */ (error).code;
    if (!(error instanceof SyntaxError) && typeof code !== "string") throw error;
    const reason = String(error).replace(/\s*\n\s*/g, " ");
    console.error(`Broken build in ${buildDir} (${reason}): run \`npm run build\` again.`);
    process.exit(1);
  }
}

const server = createServer();
const stop = gracefulStop(server);

// The port taken (a server already running) or the host unknown: one line, as above.
server.once("error", (/** @type {Error & { code?: string }} */ error) => {
  const fix =
    error.code === "EADDRINUSE"
      ? `another program listens on it: stop it, or set PORT to a free port`
      : `set HOST to an address of this machine (\`localhost\`, \`0.0.0.0\`)`;
  console.error(`Cannot listen on ${host}:${port} (${error.code ?? error.message}): ${fix}.`);
  process.exit(1);
});
server.listen(port, host, () => {
  const { port: listening } = /** @type {import("node:net").AddressInfo} */ (server.address());
  console.log(`${buildDir} is served on http://${host}:${listening} (Node.js ${process.version})`);
});

let stopping = false;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stop().then(() => process.exit(0));
  });
}
