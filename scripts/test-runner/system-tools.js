// @ts-check
/**
 * The programs the tests use that npm cannot install: where each is looked for (an
 * environment variable, else Debian's path) and the Debian package that brings it.
 * `npm test` installs the missing ones first (ensureSystemTools); the scripts and
 * suites that start them take their path from here.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
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
 * @property {string[]} [args] what makes it print its version
 * @property {RegExp} pattern the version in what it prints (first group)
 * @property {boolean} [fromPackage] asked of dpkg instead (its Debian package's version),
 *   for Debian's copy only
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
    // MiniBrowser tells its version only with an X display to open (even for --version):
    // its package's ("2.50.6-1~deb12u2") needs none.
    version: {
      pattern: /^(?:\d+:)?(\d[\d.]*)/,
      fromPackage: true,
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

/**
 * Where the tool is: its environment variable, else its usual place; undefined if
 * it is not there.
 * @param {ToolId} id
 */
function findTool(id) {
  /** @type {SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  const override = process.env[tool.env];
  if (override) return existsSync(override) ? override : undefined;
  if (!tool.onPath) return existsSync(tool.path) ? tool.path : undefined;
  return (process.env.PATH ?? "")
    .split(delimiter)
    .map((dir) => join(dir, tool.path))
    .find((file) => existsSync(file));
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
      `Install it (Debian 12: \`${aptInstallCommand([tool.debian])}\`) or set ${tool.env}.`,
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
 * Installs the Debian packages of the tools that are missing, as root or through sudo
 * that asks for no password; where that fails (no apt-get, a password asked for),
 * prints the one command to run and exits.
 */
export function ensureSystemTools() {
  const ids = /** @type {ToolId[]} */ (Object.keys(SYSTEM_TOOLS));
  const missing = ids.filter((id) => !findTool(id)).map((id) => SYSTEM_TOOLS[id].debian);
  const packages = [...new Set(missing)].sort();
  if (packages.length === 0) return;
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const install = ["apt-get", "install", "-y", "--no-install-recommends", ...packages];
  for (const command of [
    [...sudo, "apt-get", "update"],
    [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", ...install],
  ]) {
    console.log(`$ ${command.join(" ")}`);
    if (spawnSync(command[0] ?? "", command.slice(1), { stdio: "inherit" }).status !== 0) {
      console.error(
        `The tests need ${packages.join(", ")} (Debian's names), which could not be installed ` +
          `here. Run: ${aptInstallCommand(packages)}; elsewhere, install them and set their ` +
          "paths (README, “What the tests need”).",
      );
      process.exit(1);
    }
  }
  console.log(`Installed: ${packages.join(", ")}`);
}
