import { useSyncExternalStore } from "react";
import type * as ToastKitModule from "./toast-kit";

type ToastKit = typeof ToastKitModule;

let kit: ToastKit | undefined;
let pending: Promise<ToastKit> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the toasts (sonner, about 6 KB gzipped) the first time the visitor reaches
 * for the form, instead of with the page: the page's JavaScript budget is for
 * React and the page itself. A failed download is forgotten, so the next try
 * fetches again.
 */
export function loadToastKit(): Promise<ToastKit> {
  pending ??= import("./toast-kit").then(
    (loaded) => {
      kit = loaded;
      listeners.forEach((listener) => listener());
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toaster once loaded; nothing before (and nothing in the prerendered HTML). */
export function DeferredToaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => kit,
    () => undefined,
  );
  return loaded ? <loaded.Toaster /> : null;
}
