import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolPath } from "../../scripts/test-runner/system-tools.js";

/**
 * GTK settings for MiniBrowser's own window (never the page: WebKit draws the page
 * and its form controls itself). Its hidden find bar's buttons would keep the
 * window at least 334 px wide; shrunk, the window takes any width down to 320 px.
 */
const GTK_CSS = "button, entry, label { font-size: 1px; padding: 0; min-width: 0; }\n";
/** WebKitGTK answers prefers-reduced-motion from GTK's animation setting. */
const REDUCED_MOTION_SETTINGS = "[Settings]\ngtk-enable-animations=false\n";

export type WebKitProcesses = {
  /** The driver's port on the loopback. */
  port: number;
  /** Ends the driver and the X server (by their process ids) and removes the temp folder. */
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Ends a child we started, by its pid, and waits for it to go. */
async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  process.kill(child.pid, "SIGTERM");
  const timer = setTimeout(() => child.pid && process.kill(child.pid, "SIGKILL"), 5_000);
  await gone;
  clearTimeout(timer);
}

/** An X server of our own: -displayfd writes its display number once it is ready. */
async function startXvfb(path: string): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(
    path,
    ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "1920x1080x24"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  xvfb.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdout?.once("data", (chunk) => resolve(String(chunk).trim()));
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${stderr.trim()}`)));
  });
  return { xvfb, display: `:${display}` };
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not answer within 15 s");
}

/**
 * Xvfb and WebKitWebDriver for one browser variant. MiniBrowser inherits the
 * driver's environment: the display, and GTK settings from a temp folder (the
 * reduced-motion variant gets a driver of its own for that).
 */
export async function startWebKitProcesses(reducedMotion: boolean): Promise<WebKitProcesses> {
  // Debian's webkit2gtk-driver (with its MiniBrowser) and xvfb, or the *_PATH overrides.
  const [driverPath, xvfbPath] = [toolPath("webkitDriver"), toolPath("xvfb")];
  toolPath("miniBrowser");
  const config = mkdtempSync(join(tmpdir(), "nova-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), GTK_CSS);
  if (reducedMotion)
    writeFileSync(join(config, "gtk-3.0", "settings.ini"), REDUCED_MOTION_SETTINGS);

  const { xvfb, display } = await startXvfb(xvfbPath);
  const port = await freePort();
  const driver = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: config },
    stdio: "ignore",
  });
  // Should this worker exit without stopping them (a crash, an interrupted run).
  const orphans = () => {
    for (const child of [driver, xvfb]) if (child.exitCode === null) child.kill("SIGKILL");
  };
  process.once("exit", orphans);
  const stop = async () => {
    process.off("exit", orphans);
    await end(driver);
    await end(xvfb);
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await waitForDriver(port, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
