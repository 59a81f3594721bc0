import type { TestProject } from "vitest/node";
import { serveBuild } from "../../scripts/test-runner/serve-build.js";

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
  const server = await serveBuild(port);
  const baseURL = server.origin;
  let stopping = false;
  server.child.once("exit", (code, signal) => {
    if (!stopping) console.error(`The site's server exited during the run (${signal ?? code}).`);
  });
  // Should the run end without its teardown (interrupted), the server goes too.
  const orphan = () => server.child.kill("SIGKILL");
  process.once("exit", orphan);
  project.provide("baseURL", baseURL);
  return async () => {
    process.off("exit", orphan);
    stopping = true;
    await server.close();
  };
}
