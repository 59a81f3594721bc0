import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { minify, type Manifest, type Plugin } from "vite";
import { specProblems } from "../../app/content/spec-words.ts";
import { readCatalogs, writeCatalogTypes } from "./catalog-types.js";

/**
 * The site's own Vite plugins: the client entry's address, scripts to inline in pages,
 * the specification's words, and the catalog's types while the development server runs.
 */

const ID = "virtual:client-entry";
const RESOLVED = `\0${ID}`;
/** React Router's client entry: the islands' code (app/entry.client.tsx), as Vite's manifest names it. */
export const ENTRY = "app/entry.client.tsx";

/** The files `key` imports statically, all the way down, in the order a browser needs them. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  for (const imported of manifest[key]?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(manifest, imported, seen);
  }
  return [...seen].map((imported) => `/${manifest[imported]?.file}`);
}

/**
 * The chunks of each island (app/islands.ts), by its name, beyond those of the client
 * entry: its own chunk and what it imports. Rollup names an island's chunk after its
 * module's file, which is the island's name (`tour-dialog`).
 */
function islandChunks(manifest: Manifest, entryImports: string[]): Record<string, string[]> {
  const islands: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.name) continue;
    if (chunk.name in islands) throw new Error(`Two islands' chunks are named ${chunk.name}.`);
    const files = [`/${chunk.file}`, ...staticImports(manifest, key)];
    islands[chunk.name] = files.filter((file) => !entryImports.includes(file));
  }
  return islands;
}

/**
 * `virtual:client-entry`: the address of the browser's code, of the chunks it imports
 * and of each island's, for the pages' loader (app/components/island-runtime.tsx). It reads the
 * client build's manifest, Vite's documented way for a server to find built entries,
 * when the server build prerenders the pages (after the client build); the
 * development server serves the entry from its source.
 */
export function clientEntry(): Plugin {
  return {
    name: "nova:client-entry",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return;
      const config = this.environment.getTopLevelConfig();
      if (config.command === "serve") {
        return `export default ${JSON.stringify({ module: `/${ENTRY}`, imports: [], islands: {} })};`;
      }
      // The client build bundles the route modules too, but no page ever runs them in
      // the browser; only the prerender, in the server build, needs the address.
      if (this.environment.name === "client")
        return "export default { module: '', imports: [], islands: {} };";
      const outDir = resolve(config.root, config.environments.client?.build.outDir ?? "");
      const manifest = JSON.parse(
        readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"),
      ) as Manifest;
      const entry = manifest[ENTRY];
      if (!entry) this.error(`The client build's manifest has no ${ENTRY}.`);
      const imports = staticImports(manifest, ENTRY);
      const value = {
        module: `/${entry.file}`,
        imports,
        islands: islandChunks(manifest, imports),
      };
      return `export default ${JSON.stringify(value)};`;
    },
  };
}

const INLINE = "?inline-script";

/**
 * `import source from "../build/file.js?inline-script"`: the file's code, minified by Vite's
 * own minifier, as a string to put in a page's inline <script> (as `?raw` would, but
 * without the comments and long names a visitor should not have to download).
 */
export function inlineScripts(): Plugin {
  return {
    name: "nova:inline-script",
    async load(id) {
      if (!id.endsWith(INLINE)) return;
      const file = id.slice(0, -INLINE.length);
      this.addWatchFile(file);
      const { code, errors } = await minify(file, await readFile(file, "utf8"), {
        module: true,
        compress: true,
        mangle: true,
      });
      if (errors.length > 0) this.error(`${file}: ${errors[0]?.message}`);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/** A language's catalog or its list of strings needing review (app/content/<code>/). */
const CATALOG_FILE = /[\\/]app[\\/]content[\\/][^\\/]+[\\/](messages|needs-review)\.json$/;

/**
 * The catalog's types (scripts/make-site/catalog-types.js) for the editor while the
 * development server runs: written when it starts and again whenever a catalog changes,
 * so a key an editor adds has its type at once. A catalog's problems are said here too
 * (a page that reads the catalogs fails with the same words).
 */
export function catalogTypes(): Plugin {
  return {
    name: "nova:catalog-types",
    apply: "serve",
    configureServer(server) {
      const write = () => {
        const problems = writeCatalogTypes();
        if (problems.length > 0)
          server.config.logger.warn(`The message catalogs:\n  ${problems.join("\n  ")}`);
      };
      write();
      const onChange = (file: string) => {
        if (CATALOG_FILE.test(file)) write();
      };
      server.watcher.on("add", onChange);
      server.watcher.on("change", onChange);
    },
  };
}

/** What the English catalog and the lists say against the specification's words, as one message. */
function specMessage(): string | undefined {
  const problems = specProblems(readCatalogs()[0]?.tree);
  return problems.length > 0 ? `The specification's words:\n  ${problems.join("\n  ")}` : undefined;
}

/**
 * The words and figures the specification fixes (app/content/spec-words.ts): the build
 * stops on one that differs, with the message the editor at /admin shows for it; the
 * development server says it, and says it again whenever a catalog changes.
 */
export function specWords(): Plugin {
  return {
    name: "nova:spec-words",
    buildStart() {
      const message = specMessage();
      if (message) this.error(message);
    },
    configureServer(server) {
      const say = () => {
        const message = specMessage();
        if (message) server.config.logger.warn(message);
      };
      say();
      server.watcher.on("change", (file) => {
        if (CATALOG_FILE.test(file)) say();
      });
    },
  };
}
