// @vitest-environment node
// @ts-check
/**
 * `npm run serve` (server/index.js) on a build that is missing, incomplete or broken:
 * one line on stderr that says what to run, exit code 1, no stack trace. On a good
 * build it serves.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../tests/support/test-fixture.js";

const INDEX = fileURLToPath(new URL("./index.js", import.meta.url));
/** @type {(() => void)[]} */
const cleanups = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

function emptyFolder() {
  const dir = mkdtempSync(join(tmpdir(), "nova-no-build-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function fixtureBuild() {
  const fixture = createFixtureBuild();
  cleanups.push(fixture.cleanup);
  return fixture.buildDir;
}

/**
 * Runs server/index.js on `buildDir` until it exits (it should, at once).
 * @param {string} buildDir @param {Record<string, string>} [env]
 */
function serve(buildDir, env = {}) {
  const run = spawnSync(process.execPath, [INDEX], {
    env: { ...process.env, BUILD_DIR: buildDir, PORT: "0", HOST: "127.0.0.1", ...env },
    encoding: "utf8",
    timeout: 10_000,
  });
  // No stack trace: none of its "    at …" lines.
  expect(run.stderr).not.toMatch(/^\s+at /m);
  return { status: run.status, stdout: run.stdout, lines: run.stderr.split("\n").filter(Boolean) };
}

const RUN_BUILD = "run `npm run build` first (or `npm start`, which builds and serves).";

describe("without a servable build, one line and exit code 1", () => {
  it.each([
    ["an empty folder", () => emptyFolder()],
    ["a folder that does not exist", () => join(emptyFolder(), "build")],
  ])("%s: no build", (_name, make) => {
    const dir = make();
    const { status, stdout, lines } = serve(dir);
    expect(lines).toEqual([`No build in ${dir}: ${RUN_BUILD}`]);
    expect(status).toBe(1);
    expect(stdout).toBe("");
  });

  it.each([
    ["client/ alone", ["inline-hashes.json", "client/404/index.html"], () => emptyFolder()],
    ["no inline hashes", ["inline-hashes.json"], () => fixtureBuild()],
    ["no not-found page", ["client/404/index.html"], () => fixtureBuild()],
  ])("%s: an incomplete build, and what it lacks", (_name, missing, make) => {
    const dir = make();
    mkdirSync(join(dir, "client"), { recursive: true });
    for (const part of missing) rmSync(join(dir, part), { force: true });
    const { status, lines } = serve(dir);
    expect(lines).toEqual([`Incomplete build in ${dir} (no ${missing.join(", ")}): ${RUN_BUILD}`]);
    expect(status).toBe(1);
  });

  it("a broken build: a file it cannot parse", () => {
    const dir = fixtureBuild();
    writeFileSync(join(dir, "inline-hashes.json"), '{"scriptHashes": [');
    const { status, lines } = serve(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Broken build in .*\(SyntaxError: .*\): run `npm run build` again\.$/,
    );
    expect(status).toBe(1);
  });
});

describe("where it cannot listen, one line and exit code 1", () => {
  it("the port is taken (a server already running)", async () => {
    const other = createServer();
    await new Promise((resolve) => other.listen(0, "127.0.0.1", () => resolve(undefined)));
    const { port } = /** @type {import("node:net").AddressInfo} */ (other.address());
    try {
      const { status, lines } = serve(fixtureBuild(), { PORT: String(port) });
      expect(lines).toEqual([
        `Cannot listen on 127.0.0.1:${port} (EADDRINUSE): another program listens on it: stop it, or set PORT to a free port.`,
      ]);
      expect(status).toBe(1);
    } finally {
      other.close();
    }
  });

  it("the host is not an address of this machine", () => {
    const { status, lines } = serve(fixtureBuild(), { HOST: "no-such-host.invalid" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot listen on no-such-host\.invalid:0 \(ENOTFOUND\): set HOST/);
    expect(status).toBe(1);
  });
});

describe("on a good build", () => {
  it("serves, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [INDEX], {
      env: { ...process.env, BUILD_DIR: fixtureBuild(), PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const port = await new Promise((resolve, reject) => {
      let stdout = "";
      child.stdout.on("data", (chunk) => {
        stdout += chunk;
        const match = /served on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
        if (match) resolve(Number(match[1]));
      });
      exited.then(() => reject(new Error(`exited: ${stdout}${stderr}`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stderr).toBe("");
  });
});
