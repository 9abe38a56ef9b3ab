import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/**
 * Joins class names and lets later Tailwind utilities override earlier ones (e.g. a caller's padding).
 * Merges with a slim tailwind-merge config (see class-merge.ts) that gives the same result as twMerge
 * for the classes this app uses, without twMerge's full config in the first-load bundle.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
