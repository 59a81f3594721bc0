import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { build, type Plugin, type ViteDevServer } from "vite";
import { cmsConfig } from "../../admin/cms-config.ts";
import { defaultLocale, locales } from "../../app/content/locales.ts";
import { isLegalPage, pages } from "../../app/content/pages.ts";
import { logoPath } from "../../app/content/site.ts";
import { resolveCmsSettings, resolveSiteSettings } from "../../app/content/site-settings.js";
import { STOCK_PHOTO_ORIGIN } from "../../app/content/tour-rules.ts";
import { inlineScripts } from "./vite-plugins.ts";

/**
 * The editor at /admin (admin/): a page of its own, apart from the site's pages and their
 * code. `npm run build` bundles it in a second, small Vite build once the pages are
 * prerendered (scripts/make-site/postbuild.js), into build/client/admin/index.html and
 * hashed assets; `npm run dev` serves it from its source. See
 * docs/decisions/0023-editors-in-a-browser.md.
 */

const root = resolve(import.meta.dirname, "../..");
const PAGE = "admin/index.html";
const CONFIG_ID = "virtual:cms-config";
const CONFIG = `\0${CONFIG_ID}`;
/** The catalog every field is made from: the default language's. */
const ENGLISH = `app/content/${defaultLocale}/messages.json`;

/** The editor's configuration, from the English catalog and the site's lists, as the build sees them now. */
function configNow(env: Record<string, string | undefined>) {
  const english = JSON.parse(readFileSync(join(root, ENGLISH), "utf8")) as {
    pages: Record<string, { meta: { label: string } }>;
  };
  return cmsConfig({
    english,
    locales: locales.map(({ code }) => code),
    markdownPages: pages
      .filter(isLegalPage)
      .map(({ id }) => ({ id, label: english.pages[id]?.meta.label ?? id })),
    cms: resolveCmsSettings(env),
    school: { name: resolveSiteSettings(env).name, logo: logoPath },
  });
}

/** Answers /admin/ with the editor's page, as Vite serves a page of its own (development only). */
function servePage(server: ViteDevServer) {
  server.middlewares.use(async (req, res, next) => {
    const path = req.url?.split("?")[0];
    if (path === "/admin") {
      res.writeHead(301, { Location: "/admin/" }).end();
      return;
    }
    if (path !== "/admin/" && path !== "/admin/index.html") return next();
    try {
      const html = await server.transformIndexHtml(
        "/admin/index.html",
        readFileSync(join(root, PAGE), "utf8"),
        req.originalUrl,
      );
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
    } catch (error) {
      next(error);
    }
  });
}

/** The words of the site on disk: what a save through the local repository rewrites. */
const CONTENT = /[\\/]app[\\/]content[\\/].+\.(?:json|md)$/;
/** What the development server's pages import to hear of it (app/entry.server.tsx). */
const CONTENT_RELOAD = "virtual:nova/content-reload";
const CONTENT_RELOAD_ID = `\0${CONTENT_RELOAD}`;

/**
 * On the development server, a page of the site reloads when the words it shows change
 * on disk (the pages are rendered on the server, and no router in the browser would take
 * the change otherwise). The editor's own page is not told: it keeps what is being edited.
 */
function reloadPagesOnSave(server: ViteDevServer) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = (file: string) => {
    if (!CONTENT.test(file)) return;
    // A save writes several files at once (every language): one reload, once all are in.
    clearTimeout(timer);
    timer = setTimeout(() => server.ws.send({ type: "custom", event: CONTENT_RELOAD }), 200);
  };
  for (const event of ["add", "change", "unlink"]) server.watcher.on(event, changed);
}

/**
 * `virtual:cms-config`: the editor's configuration, made from the files it follows (the
 * English catalog is watched: a new key is a field at the editor's next load); and, on the
 * development server, the editor's page at /admin/ and the site's pages reloading when a
 * save changes their words.
 */
export function adminEditor(): Plugin {
  return {
    name: "nova:admin-editor",
    resolveId(id) {
      if (id === CONTENT_RELOAD) return CONTENT_RELOAD_ID;
      return id === CONFIG_ID ? CONFIG : undefined;
    },
    load(id) {
      if (id === CONTENT_RELOAD_ID) {
        return `import.meta.hot?.on(${JSON.stringify(CONTENT_RELOAD)}, () => location.reload());`;
      }
      if (id !== CONFIG) return;
      this.addWatchFile(join(root, ENGLISH));
      return `export default ${JSON.stringify(configNow(process.env))};`;
    },
    configureServer(server) {
      servePage(server);
      reloadPagesOnSave(server);
    },
    // The site's components the previews render are served with React Refresh, which
    // wants React Router's preamble first, as the site's own pages have it.
    transformIndexHtml: {
      order: "pre",
      handler(_html, context) {
        if (!context.server || context.path !== "/admin/index.html") return;
        const src = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
        return [{ tag: "script", attrs: { type: "module", src }, injectTo: "head-prepend" }];
      },
    },
  };
}

/**
 * Parts of the CMS this editor never runs, left out of its bundle: syntax highlighting
 * (Shiki: its engine, 240 languages and 2 themes, about 9 MB in 250 files), which only
 * code fields and code blocks of the rich-text editor use; here Markdown is edited raw.
 * The CMS treats a highlighter that does not load as none.
 */
const UNUSED = /^@shikijs\/(?:langs|themes)\/|(?:^|\/)chunks\/shiki-engine-[\w-]+\.js$/;
const LEFT_OUT = "\0nova:left-out";

function leaveOutUnused(): Plugin {
  return {
    name: "nova:admin-leave-out",
    enforce: "pre",
    resolveId: (source) => (UNUSED.test(source) ? LEFT_OUT : undefined),
    load: (id) => (id === LEFT_OUT ? "export default undefined;" : undefined),
  };
}

/**
 * The site settings as this build resolved them: the previews name the school through
 * them, and the default name the rules fall back on would otherwise be published in the
 * editor's code of a renamed school (npm run check:variant finds it).
 */
function settingsAsBuilt(): Plugin {
  const { name } = resolveSiteSettings(process.env);
  return {
    name: "nova:admin-settings-as-built",
    transform(code, id) {
      if (!id.endsWith("/app/content/site-settings.js")) return;
      const declared = /export const DEFAULT_SITE_NAME = "[^"]*";/;
      if (!declared.test(code)) this.error("site-settings.js no longer declares DEFAULT_SITE_NAME");
      return code.replace(declared, `export const DEFAULT_SITE_NAME = ${JSON.stringify(name)};`);
    },
  };
}

/**
 * Bundles the editor into the client folder: its page at admin/index.html and its code and
 * styles among the hashed assets. Nothing of it is reachable from the site's pages, and
 * nothing of theirs changes. Beside the client folder, `admin-backend.json` says which git
 * host it saves to, and the stock photo host whose photos the tour's stops may show, for
 * its page's headers on every host (server/security-headers.js).
 */
export async function buildAdmin(buildDir: string, clientDir: string) {
  const { backend, baseUrl, apiRoot } = resolveCmsSettings(process.env);
  writeFileSync(
    join(buildDir, "admin-backend.json"),
    `${JSON.stringify({ backend, baseUrl, apiRoot, photoHosts: [STOCK_PHOTO_ORIGIN] })}\n`,
  );
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    envPrefix: ["VITE_", "SITE_"],
    resolve: { tsconfigPaths: true },
    plugins: [leaveOutUnused(), settingsAsBuilt(), tailwindcss(), inlineScripts(), adminEditor()],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      // The CMS is one large module by design; its size is reported by the post-build step.
      chunkSizeWarningLimit: 4096,
      rolldownOptions: { input: join(root, PAGE) },
    },
  });
}
