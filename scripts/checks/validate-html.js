// @ts-check
/**
 * HTML validity (part of `npm test`): the Nu Html Checker (vnu-jar, needs Java)
 * on every prerendered page, the 404 page included. Errors fail; warnings are
 * printed but allowed (the checker's own exit status and its report, a line a
 * message: file, line and column). Reads the build in BUILD_DIR (else ./build).
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { clientDir, listHtml } from "../make-site/files.js";
import { toolPath } from "../test-runner/system-tools.js";

const require = createRequire(import.meta.url);
/** The checker itself, as the vnu-jar package ships it (resolving throws if it is missing). */
const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");
/** The Java the checker runs on (JAVA_PATH, else `java` on the PATH); throws, saying how to install it. */
const java = toolPath("java");
/**
 * Advice, not a warning: React writes void elements as `<meta ... />`, and the checker
 * says so on every one of them.
 */
const ADVICE = "Trailing slash on void elements .*";
/**
 * The checker's CSS validator predates today's CSS (@property, @layer, margin-trim,
 * view-transition-name): on each page's inline CSS (0025) it reports those as errors.
 * The CSS is Tailwind's output, the same rules as the stylesheet the checker never read.
 */
const CSS = "CSS: .*";

const files = listHtml(clientDir).sort();
if (files.length === 0) {
  console.error(`validate-html: no HTML in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

console.log(
  `HTML validity (Nu Html Checker) of ${files.length} pages: zero errors required, warnings allowed`,
);
// One JVM for all pages: starting Java is most of the cost.
const args = [
  "-Xss2m",
  "-jar",
  vnuJar,
  "--format",
  "gnu",
  "--filterpattern",
  `(${ADVICE})|(${CSS})`,
  ...files,
];
const result = spawnSync(java, args, { stdio: "inherit" });
if (result.status !== 0) {
  console.error(
    `validate-html: the checker found errors (above), or failed (${result.status ?? result.signal})`,
  );
  process.exit(1);
}
console.log(`validate-html: ${files.length} pages valid`);
