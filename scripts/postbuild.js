// @ts-check
/**
 * Runs after `react-router build`. Everything the hosts need is derived from the
 * built HTML, so it cannot drift from the routes. Order matters: anything that
 * changes the HTML runs before the CSP hashes, and compression runs last.
 */
import { copyFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { precompress } from "./build/compress.js";
import { clientDir, listHtml } from "./build/files.js";
import { writeHostConfigs } from "./build/host-configs.js";
import { writeIcons } from "./build/icons.js";
import { writeInlineHashes } from "./build/inline-hashes.js";
import { checkSeoFiles, readSite, writeSeoFiles } from "./build/seo.js";

// Every route is prerendered, so the SPA fallback page is never needed.
rmSync(join(clientDir, "__spa-fallback.html"), { force: true });

// Netlify, Cloudflare Pages and most static hosts serve /404.html for unknown paths.
copyFileSync(join(clientDir, "404", "index.html"), join(clientDir, "404.html"));

// Favicon, app icons, social image, robots.txt, sitemap and manifest, from the built pages.
const site = readSite();
const seoFiles = [...writeIcons(site), ...writeSeoFiles(site)];
checkSeoFiles();
const hashes = writeInlineHashes();
// _headers for the static hosts and the nginx includes, from the same policy as our server.
writeHostConfigs(hashes);
const compressed = precompress();

console.log(
  `postbuild: ${listHtml(clientDir).length} HTML files, ${seoFiles.length} SEO and icon files, ${hashes.scriptHashes.length} inline script hash(es), ${compressed} files precompressed`,
);
