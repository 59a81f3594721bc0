// @vitest-environment node
// @ts-check
/**
 * The production server (server/index.js) as a deploy runs it: started as a process,
 * stopped with SIGTERM while a large response is still being sent and a keep-alive
 * connection waits; and its access log, switched on by LOG_REQUESTS=1.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteServer } from "./app.js";
import { gracefulStop } from "./shutdown.js";
import { createFixtureBuild, listen, request } from "../tests/support/test-fixture.js";

/** Far more than the socket buffers hold, so a paused reader keeps it in flight. */
const BIG_SIZE = 32 * 1024 * 1024;
const BIG = "/assets/big-0123abcd.bin";
const INDEX = fileURLToPath(new URL("./index.js", import.meta.url));

/** @type {ReturnType<typeof createFixtureBuild>} */
let fixture;

beforeAll(() => {
  fixture = createFixtureBuild();
  writeFileSync(join(fixture.buildDir, "client", BIG), Buffer.alloc(BIG_SIZE, 120));
});
afterAll(() => fixture.cleanup());

/**
 * Starts server/index.js on a free port.
 * @param {Record<string, string>} env
 */
async function startServer(env = {}) {
  const child = spawn(process.execPath, [INDEX], {
    env: { ...process.env, LOG_REQUESTS: "", ...env, BUILD_DIR: fixture.buildDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = /** @type {Promise<{ code: number | null, signal: string | null }>} */ (
    new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })))
  );
  let stdout = "";
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      const match = /served on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    exited.then(() => reject(new Error(`the server exited: ${stdout}`)));
  });
  return { child, port, exited, output: () => stdout };
}

/**
 * A keep-alive connection that sends one request and collects what comes back.
 * @param {number} port
 * @param {string} target
 */
function openConnection(port, target) {
  const socket = connect(port, "127.0.0.1");
  let received = 0;
  socket.on("data", (chunk) => (received += chunk.length));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const firstData = new Promise((resolve) => socket.once("data", resolve));
  return { socket, closed, firstData, received: () => received };
}

/** @param {number} port @returns {Promise<string | undefined>} "connected" or the error code */
function tryConnect(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code));
  });
}

/** Spawning a server and sending it 32 MB takes a few seconds on a busy machine. */
const SLOW = 20_000;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe("SIGTERM", () => {
  it(
    "finishes the response in flight, closes idle connections, refuses new ones, exits 0",
    async () => {
      const server = await startServer({ PORT: "0", HOST: "127.0.0.1" });

      const idle = openConnection(server.port, "/");
      await idle.firstData;
      const slow = openConnection(server.port, BIG);
      await slow.firstData;
      slow.socket.pause(); // a slow reader: most of the file is still to send

      const stopped = performance.now();
      server.child.kill("SIGTERM");
      await idle.closed; // the waiting keep-alive connection is closed at once (not after Node's 5 s)…
      expect(performance.now() - stopped).toBeLessThan(3000);
      expect(await tryConnect(server.port)).toBe("ECONNREFUSED"); // …and nothing new gets in

      await sleep(300);
      expect(slow.received()).toBeLessThan(BIG_SIZE);
      slow.socket.resume();
      await slow.closed;
      expect(slow.received()).toBeGreaterThan(BIG_SIZE); // the whole file, after its headers

      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - stopped).toBeLessThan(10_000);
      // The access log is off by default: the start line only.
      expect(server.output().trim().split("\n")).toHaveLength(1);
    },
    SLOW,
  );

  it("cuts what is still open at the deadline", async () => {
    const site = createSiteServer({ buildDir: fixture.buildDir });
    const stop = gracefulStop(site);
    const port = await listen(site);
    const stuck = openConnection(port, BIG);
    await stuck.firstData;
    stuck.socket.pause(); // never reads again

    const started = performance.now();
    await stop(300);
    stuck.socket.resume(); // to read what reached it, then the end of the connection
    await stuck.closed;
    expect(performance.now() - started).toBeLessThan(2000);
    expect(stuck.received()).toBeLessThan(BIG_SIZE);
  });
});

describe("LOG_REQUESTS=1", () => {
  it(
    "logs one line per request to standard output",
    async () => {
      const server = await startServer({ PORT: "0", HOST: "127.0.0.1", LOG_REQUESTS: "1" });
      await request(server.port, "/vision");
      await request(server.port, "/nope");
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
      const lines = server.output().trim().split("\n").slice(1);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^127\.0\.0\.1 - - \[.+\] "GET \/vision HTTP\/1\.1" 200 \d+ /);
      expect(lines[1]).toMatch(/"GET \/nope HTTP\/1\.1" 404 \d+ /);
    },
    SLOW,
  );
});
