import { clsx, type ClassValue } from "clsx";
import { useSyncExternalStore } from "react";

/**
 * Joins class names. Deliberately not tailwind-merge (8 KB gzipped on every page,
 * over the JavaScript budget): components never pass a class that conflicts with a
 * base class; they choose through variants and lookup tables instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

// Lives beside cn(): a module of its own would be one more tiny file on every page.
const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once React runs the
 * page in the browser. Without JavaScript it simply stays false.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
