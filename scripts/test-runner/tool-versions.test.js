// @vitest-environment node
// @ts-check
import { describe, expect, it } from "vitest";
import { SYSTEM_TOOLS } from "./system-tools.js";
import { tooOld, tooOldLine } from "./tool-versions.js";

/** @param {import("./system-tools.js").ToolId} id @param {string} output */
const parse = (id, output) => {
  /** @type {import("./system-tools.js").SystemTool} */
  const tool = SYSTEM_TOOLS[id];
  if (!tool.version) throw new Error(`${id} has no version`);
  return tool.version.pattern.exec(output)?.[1];
};

describe("the system tools' versions", () => {
  // What each prints, as seen on Debian 12 (stdout and stderr together).
  it.each(
    /** @type {[import("./system-tools.js").ToolId, string, string][]} */ ([
      [
        "chromium",
        "/usr/bin/chromium: 9: [: 25276063744: unexpected operator\nChromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)\n",
        "150.0.7871.100",
      ],
      ["chromiumShell", "Chromium 156.0.8078.108 \n", "156.0.8078.108"],
      ["firefox", "Mozilla Firefox 140.12.0esr\n", "140.12.0esr"],
      // MiniBrowser's: its Debian package's (dpkg-query).
      ["miniBrowser", "2.50.6-1~deb12u2", "2.50.6"],
      ["nginx", "nginx version: nginx/1.22.1\n", "1.22.1"],
      ["java", 'openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment', "17.0.15"],
      ["java", 'java version "1.8.0_292"\n', "8.0"],
      ["java", 'openjdk version "11" 2018-09-25\n', "11"],
    ]),
  )("reads %s's from %j", (id, output, version) => {
    expect(parse(id, output)).toBe(version);
  });

  it("finds none in an answer without one", () => {
    expect(parse("nginx", 'nginx: invalid option: "v"\n')).toBeUndefined();
  });

  it("says which are too old to drive", () => {
    expect(tooOld("140.12.0esr", "140")).toBe(false);
    expect(tooOld("153.7.0esr", "140")).toBe(false);
    expect(tooOld("128.14.0esr", "140")).toBe(true);
    expect(tooOld("150.0.7871.100", "150")).toBe(false);
    expect(tooOld("149.0.7800.1", "150")).toBe(true);
    expect(tooOld("2.48.7", "2.50")).toBe(true);
    expect(tooOld("2.50.6", "2.50")).toBe(false);
    expect(tooOld("1.18.0", "1.19.5")).toBe(true);
    expect(tooOld("1.22.1", "1.19.5")).toBe(false);
    expect(tooOld("8.0", "11")).toBe(true);
  });

  it("stops with one line naming the version found and the one needed", () => {
    expect(tooOldLine("firefox", "/usr/bin/firefox-esr", "128.14.0esr")).toBe(
      "Firefox ESR 128.14.0esr (/usr/bin/firefox-esr) is too old for the tests, which need 140 " +
        "or newer: `sudo apt-get update && sudo apt-get install -y --no-install-recommends " +
        "firefox-esr`, or set FIREFOX_PATH to a newer one.",
    );
    expect(tooOldLine("firefox", "/usr/bin/firefox-esr", "140.12.0esr")).toBeUndefined();
    // A version it could not read does not stop the tests (the suite then says more).
    expect(tooOldLine("miniBrowser", "/usr/lib/MiniBrowser", undefined)).toBeUndefined();
  });
});
