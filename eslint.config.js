import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      ".generated/",
      "node_modules/",
      "reports/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Scripts the pages run as they are, outside React.
    files: ["app/inline/**/*.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ...jsxA11y.configs.strict,
    languageOptions: { ...jsxA11y.configs.strict.languageOptions, globals: globals.browser },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      // Scrollable <pre> blocks must be focusable so keyboard users can scroll them.
      "jsx-a11y-x/no-noninteractive-tabindex": [
        "error",
        { tags: ["pre"], roles: ["tabpanel", "region"] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      "server/**/*.js",
      "scripts/**/*.js",
      "tests/**/*.{ts,js}",
      "*.config.{ts,js}",
      "playwright.config.ts",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Functions that scripts and tests hand to a browser page to run there.
    files: ["tests/support/islands-in-use.js"],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
);
