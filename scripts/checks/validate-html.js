// @ts-check
/**
 * HTML validity (part of `npm test`): the Nu Html Checker (vnu-jar, needs Java)
 * on every prerendered page, the 404 page included. Errors fail; warnings are
 * printed but allowed. Reads the build in BUILD_DIR (else ./build).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { clientDir, listHtml } from "../make-site/files.js";
import { toolPath } from "../test-runner/system-tools.js";

const require = createRequire(import.meta.url);
/** The checker itself, as the vnu-jar package ships it (resolving throws if it is missing). */
const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");
/** The Java the checker runs on (JAVA_PATH, else `java` on the PATH); throws, saying how to install it. */
const java = toolPath("java");

/**
 * @typedef {{ type: "error" | "info" | "non-document-error", subType?: string, url?: string,
 *   lastLine?: number, firstColumn?: number, message: string, extract?: string }} VnuMessage
 */

const files = listHtml(clientDir).sort();
if (files.length === 0) {
  console.error(`validate-html: no HTML in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

// One JVM for all pages: starting Java is most of the cost.
const result = spawnSync(
  java,
  ["-Xss2m", "-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
/** @type {VnuMessage[]} */
let messages;
try {
  messages = JSON.parse(result.stderr || result.stdout).messages;
} catch {
  console.error(
    `validate-html: the checker did not answer in JSON:\n${result.stderr}${result.stdout}`,
  );
  process.exit(1);
}

/** @param {VnuMessage} message */
const fileOf = (message) => (message.url ? fileURLToPath(message.url) : "");
/** @param {VnuMessage} message */
const isError = (message) => message.type === "error" || message.type === "non-document-error";
/**
 * "info" without a subType is advice, e.g. React's `<meta ... />` trailing slashes;
 * "info" with subType "warning" is a real warning.
 * @param {VnuMessage} message
 */
const isWarning = (message) => message.type === "info" && message.subType === "warning";

const rows = files.map((file) => {
  const own = messages.filter((message) => fileOf(message) === file);
  return {
    page: relative(clientDir, file),
    errors: own.filter(isError).length,
    warnings: own.filter(isWarning).length,
  };
});
console.log("HTML validity (Nu Html Checker): zero errors required, warnings allowed");
console.table(rows);

const reported = messages.filter((message) => isError(message) || isWarning(message));
for (const message of reported) {
  const where = message.url ? relative(clientDir, fileOf(message)) : "(checker)";
  const kind = isError(message) ? "error" : "warning";
  console.log(
    `${kind}: ${where}:${message.lastLine ?? 0}:${message.firstColumn ?? 0} ${message.message}`,
  );
  if (message.extract) console.log(`    …${message.extract.replaceAll("\n", " ").slice(0, 160)}…`);
}

const errors = messages.filter(isError).length;
if (errors > 0) {
  console.error(
    `validate-html: ${errors} error(s) in ${rows.filter((row) => row.errors).length} page(s)`,
  );
  process.exit(1);
}
console.log(`validate-html: ${files.length} pages valid`);
