import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The site's CSP is `style-src 'self'` with no 'unsafe-inline', so the <style>
 * element sonner creates when its module loads would be blocked (and logged as a
 * violation). This removes that one call from the bundle; the same rules arrive
 * as a normal same-origin CSS file instead (app/components/ui/toaster.css).
 * Builds only matter here: the dev server pre-bundles sonner untouched and sends no CSP.
 * See docs/decisions/0004-form-sends-nothing.md.
 */
function sonnerCssAsFile(): Plugin {
  const insertCssCall = /^__insertCSS\(.*\);?$/m;
  return {
    name: "nova:sonner-css-as-file",
    enforce: "pre",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/ },
      handler(code) {
        if (!insertCssCall.test(code)) {
          // Fail the build rather than ship a CSP violation after a sonner upgrade.
          this.error("sonner no longer injects its CSS as expected; update sonnerCssAsFile().");
        }
        // One line for one line, so source maps stay valid.
        return {
          code: code.replace(insertCssCall, "/* styles: sonner/dist/styles.css */"),
          map: null,
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [sonnerCssAsFile(), tailwindcss(), reactRouter()],
  // SITE_AUTHOR, SITE_EMAIL and SITE_URL override the site settings at build time.
  envPrefix: ["VITE_", "SITE_"],
  // The one definition of the `~/` alias is tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  // Images stay files: a data URI in a component would ship in the page's JavaScript
  // (the logo twice in every page's HTML, too), where a file is cached once.
  build: { assetsInlineLimit: 0 },
});
