// @ts-check
/**
 * The build's last step, run by `react-router build` once every page is prerendered
 * (react-router.config.ts, `buildEnd`). Everything the hosts need is derived from the
 * built HTML, so it cannot drift from the routes. Order matters: anything that
 * changes the HTML runs before the CSP hashes, and compression runs last.
 */
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildAdmin } from "./admin-site.ts";
import { precompress } from "./compress.js";
import { inlineCriticalCss } from "./critical-css.js";
import { buildDir, clientDir, listFiles, listHtml } from "./files.js";
import { deadlineWarning, reviewReport } from "./cycle.js";
import { writeHostConfigs } from "./host-configs.js";
import { writeInlineHashes } from "./inline-hashes.js";
import { notFoundPages } from "../../server/page-paths.js";
import { listClientFiles } from "../../server/site-files.js";
import { pruneUnreachable } from "./prune.js";

export async function postbuild() {
  // Every route is prerendered, so neither the SPA fallback page nor the server build it
  // was rendered with is ever needed (React Router 8 leaves the server build in place);
  // and no router runs in the browser, so neither are the .data files written for
  // client navigations.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  rmSync(join(buildDir, "server"), { recursive: true, force: true });
  for (const file of listFiles(clientDir).filter((path) => path.endsWith(".data"))) rmSync(file);
  // Nor are the route modules React Router builds for it.
  const pruned = pruneUnreachable();

  // Netlify, Cloudflare Pages and most static hosts serve /404.html for unknown paths;
  // Cloudflare Pages the nearest one up the path (/es/404.html), Netlify by _redirects.
  for (const { file } of notFoundPages(listClientFiles(clientDir))) {
    copyFileSync(join(clientDir, file), join(clientDir, file.replace(/\/index\.html$/, ".html")));
  }

  // The editor at /admin: a page of its own, not one of the site's, bundled apart from them.
  await buildAdmin(buildDir, clientDir);

  // Each page's CSS into its <head>, before its <style> is hashed.
  await inlineCriticalCss();
  const hashes = writeInlineHashes();
  // _headers for the static hosts and the nginx includes, from the same policy as our server.
  writeHostConfigs(hashes);
  const compressed = precompress();

  console.log(reviewReport());
  const warning = deadlineWarning(new Date().toISOString().slice(0, 10));
  if (warning) console.warn(warning);
  console.log(
    `postbuild: ${listHtml(clientDir).length} HTML files, ${pruned} unused chunks removed, ${hashes.scriptHashes.length} inline script hash(es), ${hashes.styleHashes.length} inline style hash(es), ${compressed} files precompressed`,
  );
}
