import { BUILDER_LIMITS } from '@futurefund/core';

// A duplicate's default title. The original's words are cut, never the added ones, so a copy of a
// 120-character title still says it is a copy and still fits the title limit.

const COPY_PREFIX = 'Copy of ';
const TEMPLATE_SUFFIX = ' (template)';

const fit = (title: string, room: number) => title.slice(0, room).trimEnd();

export function copyTitle(original: string): string {
  return COPY_PREFIX + fit(original, BUILDER_LIMITS.titleMax - COPY_PREFIX.length);
}

/** "… (template)", once: a template of a template keeps one suffix. */
export function templateTitle(original: string): string {
  if (original.endsWith(TEMPLATE_SUFFIX)) return original;
  return fit(original, BUILDER_LIMITS.titleMax - TEMPLATE_SUFFIX.length) + TEMPLATE_SUFFIX;
}
