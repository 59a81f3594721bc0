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
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildDir as defaultBuildDir } from "../../server/build-dir.js";
import { toolPath } from "./system-tools.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The value deploy/nginx.conf uses for the deployed build folder. */
const DEPLOY_ROOT = "/srv/nova-academy/";

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

/**
 * Starts nginx in the foreground on 127.0.0.1:`port`, serving `buildDir`/client with
 * deploy/nginx.conf, and resolves once it accepts connections. Throws when nginx is
 * missing, saying how to install it, or does not start, with what it said (a build's
 * include missing, the port taken).
 * @param {{ buildDir?: string, port: number, stderr?: "inherit" | "pipe" }} options
 *   stderr "pipe": nginx's messages are kept and go into the error if it stops
 * @returns {Promise<{ exited: Promise<{ code: number | null, signal: string | null }>,
 *   stop: () => Promise<unknown> }>} `exited` settles once nginx has stopped and its temp
 *   folder is gone; `stop` ends it and waits for that
 */
export async function startNginx({ buildDir = defaultBuildDir, port, stderr = "inherit" }) {
  const nginx = toolPath("nginx");
  // The mime.types of nginx's own configuration folder (Debian's: /etc/nginx).
  const { stderr: built } = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1] ?? "/etc/nginx/nginx.conf";
  const mimeTypes = join(dirname(confPath), "mime.types");
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
  // nginx writes its pid file once it listens on the port: only then is the port ours,
  // not another server's that was there already.
  const started = () => child.exitCode === null && existsSync(join(dir, "nginx.pid"));
  for (let attempt = 0; !started(); attempt += 1) {
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
  const nginx = startNginx({ port });
  // Listening before nginx has started: a signal during its start stops it once started.
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
    process.on(signal, () =>
      nginx.then(
        ({ stop }) => stop(),
        () => {},
      ),
    );
  }
  try {
    const { exited } = await nginx;
    console.log(`nginx serves ${defaultBuildDir}/client on http://127.0.0.1:${port}`);
    const { code, signal } = await exited;
    process.exit(code ?? (signal ? 0 : 1));
  } catch (error) {
    console.error(`nginx-test-server: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
