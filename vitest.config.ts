import { defineConfig } from "vitest/config";
import { clientEntry, inlineScripts } from "./scripts/make-site/vite-plugins.ts";

// Vitest gets its own config: the React Router Vite plugin must not load here.
export default defineConfig({
  // The site's own imports (`?inline-script`, `virtual:client-entry`), as in vite.config.ts.
  plugins: [clientEntry(), inlineScripts()],
  envPrefix: ["VITE_", "SITE_"],
  // The `~/` alias, from tsconfig.json's `paths`, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    // Unit tests sit beside the code they test.
    include: ["app/**/*.test.{ts,tsx,js}", "server/**/*.test.js", "scripts/**/*.test.js"],
    setupFiles: ["./vitest.setup.ts"],
    // CSS is not loaded, but the toaster asks for its stylesheet by URL: give it one.
    css: { include: [/toaster\.css/] },
    // jsdom role queries are slow on a busy machine; the default 5 s is tight there.
    testTimeout: 20_000,
  },
});
