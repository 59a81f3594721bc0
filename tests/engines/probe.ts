import type { ProbeLog } from "./engine";

// These run inside the page (the driver sends their source): no imports, no closures.

type ProbedWindow = Window & typeof globalThis & { __engineProbe?: ProbeLog };

/**
 * Records uncaught errors, unhandled rejections, Content-Security-Policy violations
 * and console.error calls of the document it is installed in. It must run before
 * the page's own scripts, so nothing they do escapes it.
 */
export function installProbe(target?: Window): void {
  const win = (target ?? window) as ProbedWindow;
  if (win.__engineProbe) return;
  const log: ProbeLog = { errors: [], csp: [], consoleErrors: [] };
  win.__engineProbe = log;
  win.addEventListener("error", (event) => {
    log.errors.push(`${event.message} (${event.filename}:${event.lineno})`);
  });
  win.addEventListener("unhandledrejection", (event) => {
    log.errors.push(`unhandled rejection: ${String(event.reason)}`);
  });
  // Violations are dispatched at the element or document and bubble to the window.
  win.addEventListener("securitypolicyviolation", (event) => {
    log.csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
  });
  const original = win.console.error;
  win.console.error = function (...args: unknown[]) {
    log.consoleErrors.push(args.map(String).join(" "));
    return original.apply(this, args);
  };
}

/** What the probe recorded, or null when it is not installed in this document. */
export function readProbe(): ProbeLog | null {
  const log = (window as ProbedWindow).__engineProbe;
  return log
    ? { errors: [...log.errors], csp: [...log.csp], consoleErrors: [...log.consoleErrors] }
    : null;
}
