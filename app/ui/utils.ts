import { clsx, type ClassValue } from "clsx";

/**
 * Join class names. Deliberately no conflict resolution (tailwind-merge would add ~9 KB gzip to
 * every page, ADR 007): a component's base classes and the classes callers add must not set the
 * same property; a primitive offers a variant or prop instead (Badge `variant`/`size`,
 * TableHead `align`/`caps`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
