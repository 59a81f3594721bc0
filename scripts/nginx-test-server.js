// @ts-check
/**
 * Runs the real nginx with deploy/nginx.conf on a loopback port, for the "nginx"
 * browser tests (playwright.config.ts starts it). Everything nginx writes (pid,
 * temp folders) goes to a folder of its own under the system temp dir, so it runs
 * as root or not without touching /var or /etc. Errors go to stderr.
 *
 *   BUILD_DIR=build TEST_NGINX_PORT=4380 node scripts/nginx-test-server.js
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir } from "../server/build-dir.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.TEST_NGINX_PORT ?? 4380);
/** The value deploy/nginx.conf uses for the deployed build folder. */
const DEPLOY_ROOT = "/srv/nova-academy/";

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`nginx-test-server: ${message}`);
  process.exit(1);
}

/** @param {string[]} candidates @param {string} what */
function firstExisting(candidates, what) {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  return found ?? fail(`no ${what} (tried ${candidates.filter(Boolean).join(", ")})`);
}

const nginx = firstExisting(
  [process.env.NGINX_PATH ?? "", "/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"],
  "nginx binary; install it (Debian/Ubuntu: apt-get install -y nginx) or set NGINX_PATH",
);
const mimeTypes = firstExisting(
  ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types", "/usr/local/etc/nginx/mime.types"],
  "nginx mime.types",
);
for (const file of ["client/404.html", "nginx/maps.conf", "nginx/headers.conf"]) {
  if (!existsSync(join(buildDir, file))) fail(`${join(buildDir, file)} is missing; run the build`);
}

/**
 * deploy/nginx.conf with its two deployment values replaced: the build folder and
 * the listen lines (IPv4 loopback only: IPv6 may be off in a container).
 */
function siteConfig() {
  const text = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  const listen = /^(\s*)listen\s+[^;]+;\n/gm;
  let listens = 0;
  const withPort = text.replace(listen, (_line, indent) =>
    listens++ === 0 ? `${indent}listen 127.0.0.1:${port};\n` : "",
  );
  const roots = text.split(DEPLOY_ROOT).length - 1;
  // root, and the two includes: if the file changes shape, say so instead of serving /srv.
  if (listens === 0 || roots < 3)
    fail(`deploy/nginx.conf no longer has "listen 80;" and ${DEPLOY_ROOT}`);
  return withPort.replaceAll(DEPLOY_ROOT, `${buildDir}/`);
}

const dir = join(tmpdir(), `nova-academy-nginx-${port}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "site.conf"), siteConfig());

// Workers of a root master would run as "nobody" and might not read the build.
const isRoot = process.getuid?.() === 0;
const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
writeFileSync(
  join(dir, "nginx.conf"),
  [
    "# Written by scripts/nginx-test-server.js for the browser tests; not for production.",
    isRoot ? "user root;" : "",
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 256; }",
    "http {",
    `    include ${mimeTypes};`,
    "    default_type application/octet-stream;",
    "    sendfile on;",
    "    access_log off;",
    ...temps.map((name) => `    ${name}_temp_path ${join(dir, name)};`),
    `    include ${join(dir, "site.conf")};`,
    "}",
    "",
  ].join("\n"),
);

const child = spawn(
  nginx,
  ["-e", "stderr", "-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
  { stdio: "inherit" },
);
console.log(`nginx serves ${buildDir}/client on http://127.0.0.1:${port}`);

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => child.kill("SIGTERM"));
}
child.on("exit", (code, signal) => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
