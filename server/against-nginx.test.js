// @vitest-environment node
// @ts-check
/**
 * Property test: generated odd requests (odd-requests.js), sent byte for byte to the
 * project's server (server/index.js, as a process) and to the real nginx running
 * deploy/nginx.conf, both serving the same fixture build. For every request:
 * - our server answers, with no 5xx, and keeps running; it logs nothing;
 * - no file from outside the client folder is sent (by either);
 * - both answer in the same status class (2xx, 3xx, 4xx), except the deliberate
 *   differences of nginx-differences.js.
 *
 * A fixed seed by default, so `npm test` runs the same requests each time; it prints
 * the seed. PBT_SEED=random (or a number) picks others, PBT_RUNS the number of
 * requests; a failure prints the seed, the path and the request, to replay it:
 *   PBT_SEED=1234 PBT_PATH=5:1:0 npx vitest run server/against-nginx.test.js
 * Needs nginx (Debian/Ubuntu: apt-get install -y nginx); without it the test fails.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import { writeHostConfigs } from "../scripts/build/host-configs.js";
import { startNginx } from "../scripts/nginx-test-server.js";
import { freePort } from "../scripts/serve-build.js";
import { deliberateDifference } from "../tests/support/nginx-differences.js";
import { oddRequest, requestBytes } from "../tests/support/odd-requests.js";
import {
  LINKED_SECRET,
  SECRET,
  createFixtureBuild,
  rawRequest,
} from "../tests/support/test-fixture.js";

const INDEX = fileURLToPath(new URL("./index.js", import.meta.url));
const FIXED_SEED = 20_261_123;
const seed = readSeed(process.env.PBT_SEED);
const runs = Number(process.env.PBT_RUNS || 500);

/** @param {string | undefined} value */
function readSeed(value) {
  if (!value) return FIXED_SEED;
  if (value === "random") return Math.floor(Math.random() * 2 ** 31);
  if (!/^-?\d+$/.test(value)) throw new Error(`PBT_SEED: a number or "random", not ${value}`);
  return Number(value);
}

/** @type {ReturnType<typeof createFixtureBuild> | undefined} */
let fixture;
/** @type {Awaited<ReturnType<typeof startNginx>> | undefined} */
let nginx;
/** @type {import("node:child_process").ChildProcessWithoutNullStreams | undefined} */
let server;
let nginxPort = 0;
let ourPort = 0;
let ourErrors = "";

/** server/index.js on the fixture build, on a free port. @param {string} buildDir */
async function startOurServer(buildDir) {
  const child = spawn(process.execPath, [INDEX], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "" },
  });
  child.stderr.on("data", (chunk) => (ourErrors += chunk));
  const port = await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /served on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", () => reject(new Error(`server/index.js exited: ${output}${ourErrors}`)));
  });
  return { child, port };
}

/**
 * The build, nginx and our server: in the test itself, not in a beforeAll, so that a
 * machine without nginx reports this test as failed, with what to install.
 */
async function setUp() {
  fixture = createFixtureBuild();
  // What the build writes for nginx (maps.conf, headers.conf), for this build's pages.
  writeHostConfigs(fixture.hashes, fixture.buildDir);
  nginxPort = await freePort("127.0.0.1");
  nginx = await startNginx({ buildDir: fixture.buildDir, port: nginxPort, stderr: "pipe" });
  ({ child: server, port: ourPort } = await startOurServer(fixture.buildDir));
}

afterAll(async () => {
  server?.kill("SIGTERM");
  await nginx?.stop();
  fixture?.cleanup();
});

/** @param {number} status */
const statusClass = (status) => Math.floor(status / 100);

/**
 * One request to both servers; throws, saying what broke, when a rule does not hold.
 * @param {import("../tests/support/odd-requests.js").OddRequest} request
 */
async function sendToBoth(request) {
  const bytes = requestBytes(request);
  const head = request.method === "HEAD";
  const [ours, theirs] = await Promise.all([
    rawRequest(ourPort, bytes, { head }),
    rawRequest(nginxPort, bytes, { head }),
  ]);
  const seen = `ours ${ours.status}, nginx ${theirs.status}`;
  if (server?.exitCode !== null) throw new Error(`our server exited (${seen})`);
  if (ours.status < 100) throw new Error(`our server sent no answer (${seen})`);
  if (ours.status >= 500) throw new Error(`our server answered a 5xx (${seen})`);
  if (ours.raw.includes(SECRET) || ours.raw.includes(LINKED_SECRET))
    throw new Error(`our server sent a file from outside the client folder (${seen})`);
  if (theirs.raw.includes(SECRET) || theirs.raw.includes(LINKED_SECRET))
    throw new Error(`nginx sent a file from outside the client folder (${seen})`);
  const exchange = { request, ours: ours.status, nginx: theirs.status };
  if (statusClass(ours.status) !== statusClass(theirs.status) && !deliberateDifference(exchange))
    throw new Error(`status classes differ, and not on purpose (${seen})`);
}

it(`odd requests: no 5xx, no secret, the class nginx answers (${runs} runs)`, async () => {
  await setUp();
  const replaying = process.env.PBT_PATH ? `, replaying PBT_PATH=${process.env.PBT_PATH}` : "";
  console.log(
    `against-nginx: seed ${seed}, ${runs} runs${replaying} (PBT_SEED=${seed} repeats them)`,
  );
  const details = await fc.check(fc.asyncProperty(oddRequest, sendToBoth), {
    seed,
    numRuns: runs,
    path: process.env.PBT_PATH || undefined,
    endOnFailure: process.env.PBT_PATH ? true : undefined,
  });
  if (details.failed) {
    const [request] = details.counterexample ?? [];
    const sent = request ? JSON.stringify(requestBytes(request).toString("latin1")) : "";
    throw new Error(
      `${details.errorInstance instanceof Error ? details.errorInstance.message : "failed"}` +
        ` for the request ${sent.slice(0, 2000)}\n` +
        `Replay: PBT_SEED=${details.seed} PBT_PATH=${details.counterexamplePath}` +
        " npx vitest run server/against-nginx.test.js",
    );
  }
  // Still serving, and nothing logged: a client's mistake is no error of ours.
  const home = await rawRequest(ourPort, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(home.status).toBe(200);
  expect(ourErrors).toBe("");
}, 120_000);
