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
 * @typedef {object} SystemTool
 * @property {string} name
 * @property {string} env the variable that points at another copy
 * @property {string} path Debian's location, or the command searched on PATH (`onPath`)
 * @property {boolean} [onPath]
 * @property {string} debian the Debian package that brings it
 * @property {ToolVersion} [version] how it tells its version (scripts/test-runner/tool-versions.js)
 *
 * @typedef {object} ToolVersion
 * @property {string[]} args what makes it print its version
 * @property {RegExp} pattern the version in what it prints (first group)
 * @property {boolean} [display] whether it needs an X display to answer (GTK programs)
 * @property {string} [minimum] the oldest version the tests can drive (beside it: why)
 */

/** Debian's directory for this machine's architecture (WebKitGTK's MiniBrowser lives there). */
const MULTIARCH = process.arch === "arm64" ? "aarch64-linux-gnu" : "x86_64-linux-gnu";

/** Both Chromium builds say "Chromium 150.0.7871.100". */
const CHROMIUM_VERSION = {
  args: ["--version"],
  pattern: /Chromium (\d[\d.]*)/,
  // The oldest tested (150 and 156); Playwright documents only the Chromium it bundles.
  minimum: "150",
};

export const SYSTEM_TOOLS = /** @type {const} @satisfies {Record<string, SystemTool>} */ ({
  chromium: {
    name: "Chromium",
    env: "CHROME_PATH",
    path: "/usr/bin/chromium",
    debian: "chromium",
    version: CHROMIUM_VERSION,
  },
  // Chromium's headless build, which Playwright itself runs when headless: the same
  // engine without the desktop browser around it, and about twice as quick.
  chromiumShell: {
    name: "Chromium's headless shell",
    env: "CHROME_HEADLESS_SHELL_PATH",
    path: "/usr/bin/chromium-headless-shell",
    debian: "chromium-headless-shell",
    version: CHROMIUM_VERSION,
  },
  firefox: {
    name: "Firefox ESR",
    env: "FIREFOX_PATH",
    path: "/usr/bin/firefox-esr",
    debian: "firefox-esr",
    version: {
      args: ["--version"],
      pattern: /Firefox (\d[\w.]*)/,
      // The oldest tested: ESR 140 (Debian 12's archive) and 153 (its security updates).
      // Puppeteer documents only the current Firefox; the one command ESR 140 lacks has
      // a fallback in tests/engines/firefox-viewport.ts.
      minimum: "140",
    },
  },
  webkitDriver: {
    name: "WebKitWebDriver",
    env: "WEBKIT_DRIVER_PATH",
    path: "/usr/bin/WebKitWebDriver",
    debian: "webkit2gtk-driver",
    // No version flag: it is built with the MiniBrowser below, whose version stands for both.
  },
  miniBrowser: {
    name: "WebKitGTK's MiniBrowser",
    env: "MINIBROWSER_PATH",
    path: `/usr/lib/${MULTIARCH}/webkit2gtk-4.1/MiniBrowser`,
    debian: "webkit2gtk-driver",
    version: {
      args: ["--version"],
      pattern: /WebKitGTK (\d[\d.]*)/,
      display: true,
      // The only WebKitGTK tested (Debian 12's, 2.50.6).
      minimum: "2.50",
    },
  },
  // Xvfb has no version flag (-version is "Unrecognized option").
  xvfb: { name: "Xvfb", env: "XVFB_PATH", path: "/usr/bin/Xvfb", debian: "xvfb" },
  nginx: {
    name: "nginx",
    env: "NGINX_PATH",
    path: "/usr/sbin/nginx",
    debian: "nginx",
    version: {
      args: ["-v"],
      pattern: /nginx\/(\d[\d.]*)/,
      // The test server starts it with `-e stderr`, new in 1.19.5 (nginx.org,
      // “Command-line parameters”). Tested on 1.22.
      minimum: "1.19.5",
    },
  },
  java: {
    name: "Java",
    env: "JAVA_PATH",
    path: "java",
    onPath: true,
    debian: "default-jre-headless",
    version: {
      args: ["-version"],
      // "17.0.15", or "1.8.0_292" for Java 8
      pattern: /version "(?:1\.)?(\d[\d.]*)/,
      // vnu.jar's classes are Java 11 bytecode (class file version 55), and vnu-jar's
      // own installer takes a Java of 11 or newer. Tested on 17.
      minimum: "11",
    },
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
      `Install it (Debian/Ubuntu: \`${aptInstallCommand([tool.debian])}\`) or set ${tool.env}.`,
  );
}

/**
 * The command that installs Debian packages, the package lists updated first: a fresh
 * machine's lists name releases its mirrors may no longer have, or older ones.
 * @param {string[]} packages
 */
export const aptInstallCommand = (packages) =>
  `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;

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
  const command = aptInstallCommand(packages);
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
