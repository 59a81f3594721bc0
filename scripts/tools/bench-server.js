// @ts-check
/**
 * `npm run bench:server`: requests per second of the project's server (server/index.js)
 * and of nginx with deploy/nginx.conf (scripts/test-runner/nginx-test-server.js, when nginx is
 * installed), on the same build, with the same load: the same tool, connections,
 * requests and warm-up. Prints a table and the ratio; exits 1 when the server is
 * under half of nginx on any request, or when a response was an error.
 *
 *   npm run bench:server                 wrk when installed (apt-get update && apt-get install wrk), else autocannon
 *   BENCH_TOOL=autocannon BENCH_SECONDS=10 BENCH_ROUNDS=5 npm run bench:server
 *   PORT=4510 TEST_NGINX_PORT=4580       fixed ports instead of free ones
 *   BENCH_PIN=0                          no CPU pinning: the load generator competes with the servers
 *
 * Each server is pinned to the first core and the load generator to the others
 * (taskset), so on a 2-core machine neither takes the other's CPU: one Node process
 * against one nginx worker. Reads the build in BUILD_DIR (else ./build).
 */
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { buildDir } from "../../server/build-dir.js";
import { freePort } from "../test-runner/serve-build.js";
import { aptInstallCommand } from "../test-runner/system-tools.js";

const TARGET = 0.5;
const CONNECTIONS = 32;
const WRK_THREADS = 2;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 2;
/**
 * What a visitor's first request asks for: the home page, as is and gzipped, and with the
 * header a browser sends, which the server must read (q-values and all) on every request:
 * ours then sends brotli, nginx gzip (it has no brotli).
 * @type {{ name: string, path: string, headers: Record<string, string> }[]}
 */
const REQUESTS = [
  { name: "GET / (as is)", path: "/", headers: {} },
  { name: "GET / (gzip)", path: "/", headers: { "Accept-Encoding": "gzip" } },
  {
    name: "GET / (a browser's)",
    path: "/",
    headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
  },
];
const AUTOCANNON = fileURLToPath(import.meta.resolve("autocannon"));
const SERVER = fileURLToPath(new URL("../../server/index.js", import.meta.url));
const NGINX = fileURLToPath(new URL("../test-runner/nginx-test-server.js", import.meta.url));

const has = (/** @type {string} */ command) =>
  spawnSync(command, ["--version"], { stdio: "ignore" }).error === undefined;
const tool = process.env.BENCH_TOOL ?? (has("wrk") ? "wrk" : "autocannon");
const cores = availableParallelism();
const pinned = cores >= 2 && process.env.BENCH_PIN !== "0" && has("taskset");
/** @param {string[]} command @param {"server" | "load"} role */
const onCores = (command, role) =>
  pinned ? ["taskset", "-c", role === "server" ? "0" : `1-${cores - 1}`, ...command] : command;

/**
 * Starts a server and waits until it answers; undefined when it exits first.
 * @param {string[]} command @param {Record<string, string>} env @param {string} url
 */
async function start(command, env, url) {
  const [file = "", ...args] = onCores(command, "server");
  const child = spawn(file, args, { env: { ...process.env, ...env }, stdio: "ignore" });
  let exited = false;
  child.once("exit", () => (exited = true));
  for (let tries = 0; tries < 100 && !exited; tries += 1) {
    const answered = await fetch(url).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGTERM");
  return undefined;
}

/**
 * One run of the load generator.
 * @param {string} url @param {Record<string, string>} headers @param {number} seconds
 * @returns {{ rps: number, errors: number }}
 */
function load(url, headers, seconds) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) =>
    tool === "wrk" ? ["-H", `${name}: ${value}`] : ["-H", `${name}=${value}`],
  );
  const command =
    tool === "wrk"
      ? ["wrk", `-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, ...headerArgs, url]
      : [process.execPath, AUTOCANNON, "-j", "-c", `${CONNECTIONS}`, "-d", `${seconds}`]
          .concat(headerArgs)
          .concat(url);
  const [file = "", ...args] = onCores(command, "load");
  const run = spawnSync(file, args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${tool} failed: ${run.stderr || run.error}`);
  if (tool === "wrk") {
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
    const errors = /Non-2xx or 3xx responses: (\d+)|Socket errors: (.*)/.exec(run.stdout);
    return { rps, errors: errors ? 1 : 0 };
  }
  const result = JSON.parse(run.stdout);
  return { rps: result.requests.average, errors: result.errors + result.non2xx };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
/** @param {number} value */
const format = (value) => Math.round(value).toLocaleString("en-US");
/** @param {number[]} values the median, and the spread that says how noisy the machine was */
const figure = (values) =>
  `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;

const nodePort = Number(process.env.PORT) || (await freePort("127.0.0.1"));
const nginxPort = Number(process.env.TEST_NGINX_PORT) || (await freePort("127.0.0.1"));
/** @type {[string, string][]} */
const servers = [["Node", `http://127.0.0.1:${nodePort}`]];
const node = await start(
  [process.execPath, SERVER],
  { PORT: String(nodePort), HOST: "127.0.0.1", LOG_REQUESTS: "" },
  `${servers[0]?.[1]}/`,
);
if (!node) throw new Error(`server/index.js did not start; is there a build in ${buildDir}?`);
const nginx = await start(
  [process.execPath, NGINX],
  { TEST_NGINX_PORT: String(nginxPort) },
  `http://127.0.0.1:${nginxPort}/`,
);
if (nginx) servers.push(["nginx", `http://127.0.0.1:${nginxPort}`]);

/** How the figures were made, printed above them. */
const method = [
  `Load: ${tool}, ${tool === "wrk" ? `${WRK_THREADS} threads, ` : ""}${CONNECTIONS} keep-alive connections;` +
    ` each figure the median of ${ROUNDS} runs of ${SECONDS} s, servers taking turns, after a ${WARMUP_SECONDS} s warm-up.`,
  pinned
    ? `CPU: ${cores} cores; each server pinned to core 0 (one Node process, one nginx worker), the load generator to the rest.`
    : `CPU: ${cores} core(s), not pinned: the load generator competes with the server for the CPU.`,
  `Build: ${buildDir}. A shared machine is noisy: the spread (min–max) shows how much.`,
];
if (tool === "autocannon") {
  method.push(
    `autocannon is a Node program: on one core it may saturate before either server does, which pulls the ratio towards 1 (wrk is lighter: ${aptInstallCommand(["wrk"])}).`,
  );
}

try {
  console.log(`${method.join("\n")}\n`);
  let missed = false;
  let errors = false;
  const rows = [["request", ...servers.map(([name]) => `${name} req/s (min–max)`), "Node/nginx"]];
  for (const { name, path, headers } of REQUESTS) {
    for (const [, base] of servers) load(base + path, headers, WARMUP_SECONDS);
    const runs = servers.map(() => /** @type {number[]} */ ([]));
    for (let round = 0; round < ROUNDS; round += 1) {
      servers.forEach(([server, base], index) => {
        const { rps, errors: failures } = load(base + path, headers, SECONDS);
        if (failures) console.error(`${server} answered ${name} with errors in round ${round + 1}`);
        errors ||= failures > 0;
        runs[index]?.push(rps);
      });
    }
    const [ours = 0, theirs] = runs.map(median);
    const ratio = theirs ? ours / theirs : undefined;
    if (ratio !== undefined && ratio < TARGET) missed = true;
    rows.push([name, ...runs.map(figure), ratio === undefined ? "n/a" : `${ratio.toFixed(2)}×`]);
  }
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of rows) {
    const [first = "", ...rest] = row;
    const cells = rest.map((cell, column) => cell.padStart(widths?.[column + 1] ?? 0));
    console.log([first.padEnd(widths?.[0] ?? 0), ...cells].join("   "));
  }
  console.log(
    nginx
      ? `\nTarget: at least ${TARGET}× nginx on every request: ${missed ? "MISSED" : "met"}.`
      : `\nnginx: not measured (not installed, or it did not start); ${aptInstallCommand(["nginx"])}.`,
  );
  if (errors) console.log("Some responses were errors: these figures do not count.");
  process.exitCode = missed || errors ? 1 : 0;
} finally {
  node.kill("SIGTERM");
  nginx?.kill("SIGTERM");
}
