// @ts-check
/**
 * Runs the real nginx with deploy/nginx.conf on a loopback port: for the "nginx"
 * browser tests (playwright.config.ts starts this file) and, through `startNginx`,
 * for the server's property test, which compares our server with nginx. Everything
 * nginx writes (pid, temp folders) goes to a folder of its own under the system temp
 * dir, so it runs as root or not without touching /var or /etc. Errors go to stderr.
 *
 *   BUILD_DIR=build TEST_NGINX_PORT=4380 node scripts/test-runner/nginx-test-server.js
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir as defaultBuildDir } from "../../server/build-dir.js";
import { aptInstallCommand, toolPath } from "./system-tools.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The value deploy/nginx.conf uses for the deployed build folder. */
const DEPLOY_ROOT = "/srv/nova-academy/";
const INSTALL_HINT = `install the nginx package (Debian/Ubuntu: ${aptInstallCommand(["nginx"])})`;

/** @param {string[]} candidates @param {string} what */
function firstExisting(candidates, what) {
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error(`no ${what} (tried ${candidates.filter(Boolean).join(", ")})`);
  return found;
}

/**
 * deploy/nginx.conf with its two deployment values replaced: the build folder and
 * the listen lines (IPv4 loopback only: IPv6 may be off in a container).
 * @param {string} buildDir @param {number} port
 */
function siteConfig(buildDir, port) {
  const text = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  const listen = /^(\s*)listen\s+[^;]+;\n/gm;
  let listens = 0;
  const withPort = text.replace(listen, (_line, indent) =>
    listens++ === 0 ? `${indent}listen 127.0.0.1:${port};\n` : "",
  );
  const roots = text.split(DEPLOY_ROOT).length - 1;
  // root, and the two includes: if the file changes shape, say so instead of serving /srv.
  if (listens === 0 || roots < 3)
    throw new Error(`deploy/nginx.conf no longer has "listen 80;" and ${DEPLOY_ROOT}`);
  return withPort.replaceAll(DEPLOY_ROOT, `${buildDir}/`);
}

/**
 * The main config around the site's: a pid file and temp folders in `dir`.
 * @param {string} dir @param {string} mimeTypes
 */
function mainConfig(dir, mimeTypes) {
  // Workers of a root master would run as "nobody" and might not read the build.
  const isRoot = process.getuid?.() === 0;
  const temps = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  return [
    "# Written by scripts/test-runner/nginx-test-server.js for the tests; not for production.",
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
  ].join("\n");
}

/** @param {number} port */
const accepts = (port) =>
  new Promise((done) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });

/**
 * Starts nginx in the foreground on 127.0.0.1:`port`, serving `buildDir`/client with
 * deploy/nginx.conf, and resolves once it accepts connections. Throws, saying what to
 * install or build, when nginx, its mime.types or a part of the build is missing.
 * @param {{ buildDir?: string, port: number, stderr?: "inherit" | "pipe" }} options
 *   stderr "pipe": nginx's messages are kept and go into the error if it stops
 * @returns {Promise<{ exited: Promise<{ code: number | null, signal: string | null }>,
 *   stop: () => Promise<unknown> }>} `exited` settles once nginx has stopped and its temp
 *   folder is gone; `stop` ends it and waits for that
 */
export async function startNginx({ buildDir = defaultBuildDir, port, stderr = "inherit" }) {
  const nginx = toolPath("nginx");
  const mimeTypes = firstExisting(
    [
      "/etc/nginx/mime.types",
      "/usr/local/nginx/conf/mime.types",
      "/usr/local/etc/nginx/mime.types",
    ],
    `nginx mime.types; ${INSTALL_HINT}`,
  );
  for (const file of ["client/404.html", "nginx/maps.conf", "nginx/headers.conf"]) {
    if (!existsSync(join(buildDir, file)))
      throw new Error(`${join(buildDir, file)} is missing; run the build`);
  }
  const dir = mkdtempSync(join(tmpdir(), `nova-academy-nginx-${port}-`));
  writeFileSync(join(dir, "site.conf"), siteConfig(buildDir, port));
  writeFileSync(join(dir, "nginx.conf"), mainConfig(dir, mimeTypes));

  const child = spawn(
    nginx,
    ["-e", "stderr", "-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "inherit", stderr] },
  );
  let messages = "";
  child.stderr?.on("data", (chunk) => (messages += chunk));
  /** @type {Promise<{ code: number | null, signal: string | null }>} */
  const exited = new Promise((done) =>
    child.once("exit", (code, signal) => {
      rmSync(dir, { recursive: true, force: true });
      done({ code, signal });
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  // nginx writes its pid file once it holds the port: only then is the port ours, not
  // another server's that was there already.
  const started = async () =>
    child.exitCode === null && existsSync(join(dir, "nginx.pid")) && (await accepts(port));
  for (let attempt = 0; !(await started()); attempt += 1) {
    if (child.exitCode !== null || attempt === 100) {
      await stop();
      throw new Error(`nginx did not start on 127.0.0.1:${port}: ${messages.trim()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return { exited, stop };
}

// Run as a script (not imported): nginx in the foreground until SIGTERM or SIGINT.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.TEST_NGINX_PORT ?? 4380);
  // Listening before nginx starts: a signal during its start still stops it.
  let stopping = false;
  /** @type {(() => unknown) | undefined} */
  let stopNginx;
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () => {
      stopping = true;
      stopNginx?.();
    });
  }
  try {
    const { exited, stop } = await startNginx({ port });
    console.log(`nginx serves ${defaultBuildDir}/client on http://127.0.0.1:${port}`);
    stopNginx = stop;
    if (stopping) stop();
    const { code, signal } = await exited;
    process.exit(code ?? (signal ? 0 : 1));
  } catch (error) {
    console.error(`nginx-test-server: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
