// @ts-check
/** Small file helpers shared by the build steps. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../../server/build-dir.js";

export { buildDir };

/** What the hosts serve. */
export const clientDir = join(buildDir, "client");

/** @param {string} dir @returns {string[]} every file under dir */
export function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** @param {string} dir @returns {string[]} the HTML pages under dir */
export function listHtml(dir) {
  return listFiles(dir).filter((file) => file.endsWith(".html"));
}
