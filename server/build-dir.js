// @ts-check
/**
 * The build folder, for the build, the servers and the tests alike: BUILD_DIR
 * (relative to the working directory), else `build` at the project's root. It lives
 * in server/ because a deployment may ship only server/ and build/.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const buildDir = process.env.BUILD_DIR
  ? resolve(process.env.BUILD_DIR)
  : fileURLToPath(new URL("../build", import.meta.url));
