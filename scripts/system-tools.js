// @ts-check
/**
 * The programs the tests use that npm cannot install: where each is looked for (an
 * environment variable, else Debian's path) and the Debian package that brings it.
 * `npm test` installs the missing ones first (ensureSystemTools); the scripts and
 * suites that start them take their path from here.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * @typedef {{ name: string, env: string, path: string, debian: string, onPath?: boolean }} SystemTool
 * `path` is Debian's location, or the command searched on PATH when `onPath` is set.
 */

/** Debian's directory for this machine's architecture (WebKitGTK's MiniBrowser lives there). */
const MULTIARCH = process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";

const SYSTEM_TOOLS = /** @type {const} @satisfies {Record<string, SystemTool>} */ ({
  chromium: {
    name: "Chromium",
    env: "CHROME_PATH",
    path: "/usr/bin/chromium",
    debian: "chromium",
  },
  // Chromium's headless build, which Playwright itself runs when headless: the same
  // engine without the desktop browser around it, and about twice as quick.
  chromiumShell: {
    name: "Chromium's headless shell",
    env: "CHROME_HEADLESS_SHELL_PATH",
    path: "/usr/bin/chromium-headless-shell",
    debian: "chromium-headless-shell",
  },
  firefox: {
    name: "Firefox ESR",
    env: "FIREFOX_PATH",
    path: "/usr/bin/firefox-esr",
    debian: "firefox-esr",
  },
  webkitDriver: {
    name: "WebKitWebDriver",
    env: "WEBKIT_DRIVER_PATH",
    path: "/usr/bin/WebKitWebDriver",
    debian: "webkit2gtk-driver",
  },
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    env: "MINIBROWSER_PATH",
    path: `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`,
    debian: "webkit2gtk-driver",
  },
  xvfb: { name: "Xvfb", env: "XVFB_PATH", path: "/usr/bin/Xvfb", debian: "xvfb" },
  nginx: { name: "nginx", env: "NGINX_PATH", path: "/usr/sbin/nginx", debian: "nginx" },
  java: {
    name: "Java",
    env: "JAVA_PATH",
    path: "java",
    onPath: true,
    debian: "default-jre-headless",
  },
});

/** @typedef {keyof typeof SYSTEM_TOOLS} ToolId */

/** @param {string} file */
const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Where the tool is: its environment variable, else its usual place; undefined if
 * it is not there.
 * @param {ToolId} id
 */
function findTool(id) {
  /** @type {SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  const override = process.env[tool.env];
  if (override) return isExecutable(override) ? override : undefined;
  if (!tool.onPath) return isExecutable(tool.path) ? tool.path : undefined;
  return (process.env.PATH ?? "")
    .split(delimiter)
    .map((dir) => join(dir, tool.path))
    .find(isExecutable);
}

/**
 * The tool's path, or an error that says how to get it.
 * @param {ToolId} id
 */
export function toolPath(id) {
  const found = findTool(id);
  if (found) return found;
  /** @type {SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  throw new Error(
    `${tool.name} is not installed (looked for ${process.env[tool.env] || tool.path}). ` +
      `Install it (Debian/Ubuntu: \`sudo apt-get install -y ${tool.debian}\`) or set ${tool.env}.`,
  );
}

/**
 * What to do about missing tools: nothing, the commands to run (as root, or through
 * sudo that asks for no password), or the one line to print.
 * @param {{ missing: string[], isRoot: boolean, hasSudo: boolean, hasApt: boolean }} machine
 *   `missing`: the Debian packages of the tools not found
 * @returns {{ run: string[][] } | { message: string }}
 */
export function installPlan({ missing, isRoot, hasSudo, hasApt }) {
  const packages = [...new Set(missing)].sort();
  if (packages.length === 0) return { run: [] };
  const install = ["apt-get", "install", "-y", "--no-install-recommends", ...packages];
  const command = `sudo apt-get update && sudo ${install.join(" ")}`;
  if (!hasApt) {
    return {
      message: `The tests need ${packages.join(", ")} (Debian's names), and this machine has no apt-get: install them, or set their paths (README, “Tests”).`,
    };
  }
  if (!isRoot && !hasSudo) {
    return { message: `The tests need system packages this machine lacks. Run: ${command}` };
  }
  const sudo = isRoot ? [] : ["sudo", "-n"];
  return {
    run: [
      [...sudo, "apt-get", "update"],
      [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", ...install],
    ],
  };
}

/**
 * Installs the Debian packages of the tools that are missing, when this runs as root
 * or with sudo that needs no password; otherwise prints the one command to run and
 * exits. Returns the packages it installed.
 * @returns {string[]}
 */
export function ensureSystemTools() {
  const ids = /** @type {ToolId[]} */ (Object.keys(SYSTEM_TOOLS));
  const missing = ids.filter((id) => !findTool(id)).map((id) => SYSTEM_TOOLS[id].debian);
  const succeeds = (/** @type {string[]} */ command) =>
    spawnSync(command[0] ?? "", command.slice(1), { stdio: "ignore" }).status === 0;
  const plan = installPlan({
    missing,
    isRoot: process.getuid?.() === 0,
    hasSudo: missing.length > 0 && succeeds(["sudo", "-n", "true"]),
    hasApt: missing.length > 0 && succeeds(["apt-get", "--version"]),
  });
  if ("message" in plan) {
    console.error(plan.message);
    process.exit(1);
  }
  for (const command of plan.run) {
    console.log(`$ ${command.join(" ")}`);
    const { status } = spawnSync(command[0] ?? "", command.slice(1), { stdio: "inherit" });
    if (status !== 0) {
      console.error(`\`${command.join(" ")}\` failed (exit ${status}).`);
      process.exit(1);
    }
  }
  return [...new Set(missing)];
}
