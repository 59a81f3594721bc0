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
 * And generated Accept-Encoding headers (accept-encodings.js), sent to both for pages,
 * an asset and 404 pages (RFC 9110, 12.5.3):
 * - the body, decoded as Content-Encoding says, is the file;
 * - a coding the header refuses is never sent: the file as it is goes only when nothing
 *   the server has is acceptable (both), or where nginx-differences.js says why;
 * - Vary names Accept-Encoding;
 * - ours sends the acceptable coding of the highest q, the smallest of equals.
 *
 * A fixed seed by default, so `npm test` runs the same requests each time; it prints
 * the seed. PBT_SEED=random (or a number) picks others, PBT_RUNS the number of
 * requests; a failure prints the seed, the path and the request, to replay it:
 *   PBT_SEED=1234 PBT_PATH=5:1:0 npx vitest run server/against-nginx.test.js -t "odd requests"
 * Needs nginx (Debian/Ubuntu: apt-get install -y nginx); without it the test fails.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import { writeHostConfigs } from "../scripts/make-site/host-configs.js";
import { startNginx } from "../scripts/test-runner/nginx-test-server.js";
import { freePort } from "../scripts/test-runner/serve-build.js";
import { encodingRequest, expectedCoding, refuses } from "../tests/support/accept-encodings.js";
import { deliberateDifference, encodingDifference } from "../tests/support/nginx-differences.js";
import { oddRequest, requestBytes } from "../tests/support/odd-requests.js";
import {
  LINKED_SECRET,
  SECRET,
  createFixtureBuild,
  rawRequest,
  request as get,
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
 * The build, nginx and our server, once for both properties: in the tests themselves,
 * not in a beforeAll, so that a machine without nginx reports them as failed, with what
 * to install.
 * @type {Promise<void> | undefined}
 */
let started;
const setUp = () => (started ??= startBoth());
async function startBoth() {
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

/**
 * Runs a property with the seed and runs above; on failure, throws with what broke, the
 * case, and the line that replays it.
 * @template T
 * @param {fc.Arbitrary<T>} arbitrary
 * @param {(value: T) => Promise<void>} check throws when a rule does not hold
 * @param {(value: T) => string} show the case, as sent
 */
async function holds(arbitrary, check, show) {
  const replaying = process.env.PBT_PATH ? `, replaying PBT_PATH=${process.env.PBT_PATH}` : "";
  console.log(
    `against-nginx: seed ${seed}, ${runs} runs${replaying} (PBT_SEED=${seed} repeats them)`,
  );
  const details = await fc.check(fc.asyncProperty(arbitrary, check), {
    seed,
    numRuns: runs,
    path: process.env.PBT_PATH || undefined,
    endOnFailure: process.env.PBT_PATH ? true : undefined,
  });
  if (details.failed) {
    const [value] = details.counterexample ?? [];
    throw new Error(
      `${details.errorInstance instanceof Error ? details.errorInstance.message : "failed"}` +
        ` for ${value === undefined ? "?" : show(value).slice(0, 2000)}\n` +
        `Replay: PBT_SEED=${details.seed} PBT_PATH=${details.counterexamplePath}` +
        ` npx vitest run server/against-nginx.test.js -t "${expect.getState().currentTestName}"`,
    );
  }
}

it(`odd requests: no 5xx, no secret, the class nginx answers (${runs} runs)`, async () => {
  await setUp();
  await holds(
    oddRequest,
    sendToBoth,
    (request) => `the request ${JSON.stringify(requestBytes(request).toString("latin1"))}`,
  );
  // Still serving, and nothing logged: a client's mistake is no error of ours.
  const home = await rawRequest(ourPort, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(home.status).toBe(200);
  expect(ourErrors).toBe("");
}, 120_000);

/** The file each path is answered with, and its status. @param {string} path */
function fileFor(path) {
  if (!fixture) throw new Error("no fixture build");
  const inClient = path.endsWith("/") ? `${path}index.html` : path;
  const page = {
    "/vision": "/vision/index.html",
    "/nope": "/404.html",
    "/es/nope": "/es/404.html",
  };
  const file = page[/** @type {keyof typeof page} */ (path)] ?? inClient;
  return {
    bytes: readFileSync(join(fixture.buildDir, "client", file)),
    status: path.endsWith("nope") ? 404 : 200,
  };
}

/** @typedef {import("../tests/support/accept-encodings.js").Coding} Coding */
/** @type {Record<Coding, (body: Buffer) => Buffer>} */
const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body) => body };
/** Each server's codings, in its order of preference: nginx has no brotli. */
const SERVERS = /** @type {const} */ ([
  { name: "ours", codings: ["br", "gzip", "identity"] },
  { name: "nginx", codings: ["gzip", "identity"] },
]);
/** How many responses each server sent in each coding, and nginx's differences met. */
const sent = { ours: new Map(), nginx: new Map(), "nginx's differences": new Map() };
/** @param {Map<string, number>} counts @param {string} key */
const count = (counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1);

/**
 * One header, to both servers; throws, saying what broke, when a rule does not hold.
 * @param {import("../tests/support/accept-encodings.js").EncodingRequest} request
 */
async function negotiateWithBoth({ path, header, entries }) {
  /** @type {Record<string, string>} */
  const headers = header === undefined ? {} : { "Accept-Encoding": header };
  const { bytes, status } = fileFor(path);
  for (const { name, codings } of SERVERS) {
    const response = await get(name === "ours" ? ourPort : nginxPort, path, { headers });
    const coding = /** @type {Coding} */ (response.headers["content-encoding"] ?? "identity");
    count(sent[name], coding);
    const said = `${name}: ${response.status}, Content-Encoding ${coding}`;
    if (response.status !== status) throw new Error(`${said}, not status ${status}`);
    if (!(coding in DECODE)) throw new Error(`${said}: a coding it has no copy in`);
    if (!DECODE[coding](response.body).equals(bytes))
      throw new Error(`${said}: the decoded body is not the file`);
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(response.headers.vary ?? ""))
      throw new Error(`${said}: Vary is ${JSON.stringify(response.headers.vary)}`);
    if (!entries) continue; // an odd header: no more is certain
    const expected = expectedCoding(entries, [...codings]);
    // The file as it is, refused, goes only when nothing the server has is acceptable.
    const nothingLeft = coding === "identity" && expected === "identity";
    const why = name === "nginx" && coding === "identity" && encodingDifference(entries);
    if (refuses(entries, coding) && !nothingLeft) {
      if (!why) throw new Error(`${said}, which the header refuses`);
      count(sent["nginx's differences"], why);
    }
    if (name === "ours" && coding !== expected)
      throw new Error(`${said}, where the highest q names ${expected}`);
  }
}

it(`Accept-Encoding: the file, no refused coding, Vary (${runs} runs)`, async () => {
  await setUp();
  await holds(
    encodingRequest,
    negotiateWithBoth,
    ({ path, header }) =>
      `GET ${path} with ${header === undefined ? "no Accept-Encoding" : JSON.stringify(header)}`,
  );
  for (const [what, counts] of Object.entries(sent)) {
    const list = [...counts].map(([key, times]) => `${key}: ${times}`).sort();
    console.log(`Accept-Encoding, ${what}: ${list.join("; ") || "none"}`);
  }
  expect(ourErrors).toBe("");
}, 120_000);
