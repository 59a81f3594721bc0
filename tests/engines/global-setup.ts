import { spawn } from "node:child_process";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * The production build served by the project's own server, as deployed. Its port
 * follows TEST_PORT (+10), so it runs beside the Playwright suite's server.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.TEST_ENGINES_PORT ?? Number(process.env.TEST_PORT ?? 4300) + 10);
  const baseURL = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["server/index.js"], {
    env: { ...process.env, PORT: String(port), HOST: "localhost" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let stopping = false;
  server.once("exit", (code, signal) => {
    if (!stopping) console.error(`The site's server exited during the run (${signal ?? code}).`);
  });
  // Should the run end without its teardown (interrupted), the server goes too.
  const orphan = () => server.kill("SIGKILL");
  process.once("exit", orphan);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null)
      throw new Error(`The server exited (${server.exitCode}); is there a build?`);
    try {
      if ((await fetch(baseURL)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer on ${baseURL}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  project.provide("baseURL", baseURL);
  return async () => {
    process.off("exit", orphan);
    stopping = true;
    const gone = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await gone;
  };
}
