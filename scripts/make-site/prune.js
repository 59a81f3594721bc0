// @ts-check
/**
 * Step: the client folder keeps only the JavaScript a page can load. React Router also
 * builds every route module for a browser router that this site does not run (pages are
 * documents; only their islands hydrate, app/entry.client.tsx), and no page ever asks
 * for those chunks. Vite's manifest says which chunks the client entry reaches, through
 * its imports and the islands it loads on demand; the rest goes, and so does the
 * manifest, which is for the build alone (scripts/make-site/vite-plugins.ts).
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { listClientFiles } from "../../server/site-files.js";
import { clientDir } from "./files.js";
import { ENTRY } from "./vite-plugins.ts";

/** @returns {number} how many unreachable chunks were removed */
export function pruneUnreachable() {
  const manifestDir = join(clientDir, ".vite");
  /** @type {import("vite").Manifest} */
  const manifest = JSON.parse(readFileSync(join(manifestDir, "manifest.json"), "utf8"));
  /** @type {Set<string>} */
  const reachable = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || reachable.has(chunk.file)) return;
    reachable.add(chunk.file);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(ENTRY);
  if (reachable.size === 0) throw new Error(`prune: the manifest has no ${ENTRY}`);
  let removed = 0;
  for (const name of listClientFiles(clientDir)) {
    if (!name.startsWith("assets/") || !name.endsWith(".js") || reachable.has(name)) continue;
    rmSync(join(clientDir, name));
    removed += 1;
  }
  rmSync(manifestDir, { recursive: true, force: true });
  return removed;
}
