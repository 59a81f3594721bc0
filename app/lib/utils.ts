import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Not tailwind-merge (8 KB gzipped more in the islands' code):
 * components never pass a class that conflicts with a base class; they choose
 * through variants and lookup tables instead, so there is nothing to merge.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
