import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { createSiteServer } from "../../server/app.js";
import { buildDir } from "../../server/build-dir.js";

declare module "vitest" {
  export interface ProvidedContext {
    siteOrigin: string;
  }
}

/** The production build, served by the project's own server on a free port. */
export default async function setup(project: TestProject) {
  const server = createSiteServer({ buildDir });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("siteOrigin", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
