// @ts-check
/**
 * The production server on the build, for the scripts and suites that measure or
 * drive it: `npm run size`, `npm run audit`, the cross-engine suite.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { onExit } from "signal-exit";
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
 * Starts `server/index.js` on the build in BUILD_DIR (else ./build) and waits until it
 * answers; fails at once if it exits first (no build, port taken). However the script
 * ends (it finishes, it throws, Ctrl-C, SIGTERM), the server ends with it.
 * @param {number} [port] a fixed port; else a free one
 * @param {string} [dir] another build folder (`npm run audit:paint` serves a copy)
 * @returns {Promise<{ origin: string, child: import("node:child_process").ChildProcess,
 *   close: () => Promise<void> }>} `close` stops it and waits until it has gone
 */
export async function serveBuild(port, dir = buildDir) {
  const chosen = port || (await freePort());
  const origin = `http://localhost:${chosen}`;
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL("../../server/index.js", import.meta.url))],
    {
      env: { ...process.env, BUILD_DIR: dir, PORT: String(chosen), HOST: "localhost" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const gone = new Promise((resolve) => child.once("exit", resolve));
  const stopWithScript = onExit(() => {
    child.kill("SIGKILL");
  });
  gone.then(stopWithScript);
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error(`server/index.js exited (${child.exitCode}); is there a build in ${dir}?`);
    }
    const answered = await fetch(`${origin}/`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) break;
    if (attempt === 150) {
      child.kill();
      throw new Error(`the server did not answer on ${origin}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await gone;
    },
  };
}
