import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately not tailwind-merge (8 KB gzipped on every page,
 * over the JavaScript budget): components never pass a class that conflicts with a
 * base class; they choose through variants and lookup tables instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
