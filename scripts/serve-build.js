// @ts-check
/** The production server on the build, on a free port, for the scripts that measure it. */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { buildDir } from "./build/files.js";

/** @returns {Promise<number>} a port nobody listens on, from the OS */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** @param {string} url */
async function waitUntilUp(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the server did not answer on ${url}`);
}

/**
 * Starts `server/index.js` on the build in BUILD_DIR (else ./build).
 * @param {number} [port] a fixed port; else a free one
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serveBuild(port) {
  const chosen = port || (await freePort());
  const origin = `http://localhost:${chosen}`;
  const server = spawn(
    process.execPath,
    [fileURLToPath(new URL("../server/index.js", import.meta.url))],
    {
      env: { ...process.env, BUILD_DIR: buildDir, PORT: String(chosen), HOST: "localhost" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  await waitUntilUp(`${origin}/`);
  return { origin, close: () => server.kill() };
}
