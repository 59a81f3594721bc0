/**
 * What a scenario may do with a browser: the thin adapter each engine implements
 * (Firefox through Puppeteer over WebDriver BiDi, WebKit through WebdriverIO over
 * classic WebDriver). Scenarios are written once against this and run in both.
 */

type EngineName = "firefox" | "webkit";

/**
 * How the browser is started: as it comes, with reduced motion asked for, or with
 * JavaScript switched off (each engine can only set these when it starts).
 */
export type Variant = "default" | "reduced-motion" | "no-script";

/** How far a document must be before `open` resolves: loaded, or parsed. */
export type Readiness = "load" | "parsed";

/** An element as the engine's driver knows it; pass it back into `evaluate`. */
export type Handle = { readonly __handle: unique symbol };

/**
 * An element found the way assistive technology finds it: by role and accessible
 * name, optionally inside another element; a form control by its accessible name
 * alone (engines give number inputs, selects and inputs with suggestions different
 * roles); or, for structure a visitor does not name, by a CSS selector.
 */
export type Locator =
  { role: string; name: string; within?: string } | { field: string } | { css: string };

/** What the listener installed before the page's own scripts recorded. */
export type ProbeLog = { errors: string[]; csp: string[]; consoleErrors: string[] };

export type EnginePage = {
  readonly engine: EngineName;
  readonly variant: Variant;
  /**
   * Whether documents the page reaches by itself (a followed link) get the probe
   * too, or only those loaded with `open`.
   */
  readonly probesEveryDocument: boolean;
  /**
   * Loads a path of the site in a fresh document, with the probe (uncaught errors,
   * CSP violations, console errors) listening before any of the page's scripts run
   * (not with JavaScript off). Resolves once the document has loaded or, with
   * `until: "parsed"`, once it is parsed (DOMContentLoaded): for a page whose load
   * event waits on requests that are never answered. `path` may also be a full URL
   * (the site behind a test front).
   */
  open(path: string, options?: { until?: Readiness }): Promise<{ status: number }>;
  /** The layout viewport's size in CSS pixels. */
  resize(width: number, height?: number): Promise<void>;
  /**
   * Runs `fn` in the page. It must be self-contained (no imports or closures):
   * the driver sends its source.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Every element matching, in document order (no waiting). */
  findAll(locator: Locator): Promise<Handle[]>;
  /** A pointer click in the middle of the element, as the driver does it. */
  click(element: Handle): Promise<void>;
  /** Focuses the field and types the text with the keyboard. */
  type(element: Handle, text: string): Promise<void>;
  /** Chooses the option with this value in a <select>. */
  select(element: Handle, value: string): Promise<void>;
  /** Presses and releases a key ("Escape", "ArrowRight", "Tab", …). */
  press(key: string): Promise<void>;
  /** A PNG of the whole page at the current width. */
  screenshot(file: string): Promise<void>;
  /** The document's URL. */
  url(): Promise<string>;
  /**
   * What the probe recorded in the current document since it loaded; null when the
   * document has no probe (JavaScript off, or reached by a link where the driver
   * cannot run a script before the page's own: see `probesEveryDocument`).
   */
  probe(): Promise<ProbeLog | null>;
  close(): Promise<void>;
};

export type EngineSession = {
  /** The browser's name and version, as its driver reports them. */
  version: string;
  /** A fresh page (tab or window) at this viewport size. */
  page(width: number, height: number): Promise<EnginePage>;
  close(): Promise<void>;
};

export type EngineOptions = {
  /** The site's origin, e.g. http://localhost:4310. */
  baseURL: string;
  /** host:port of the proxy every other origin goes through (see tests/support/photo-host.ts). */
  proxy: string;
  variant: Variant;
};

export type Engine = {
  name: EngineName;
  /**
   * Why this engine cannot be given an answering photo host, if it cannot: those
   * journeys are then reported as skipped, with the reason, never as passed.
   */
  noPhotoHost?: string;
  /** Starts the browser, or throws saying what is missing and how to install it. */
  start(options: EngineOptions): Promise<EngineSession>;
};
