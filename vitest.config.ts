import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest gets its own config: the React Router Vite plugin must not load here.
export default defineConfig({
  envPrefix: ["VITE_", "SITE_"],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.{ts,tsx,js}",
      "tests/server/**/*.test.{ts,js}",
    ],
    setupFiles: ["./tests/unit/setup.ts"],
    css: false,
    // jsdom role queries are slow on a busy machine; the default 5 s is tight there.
    testTimeout: 20_000,
  },
});
