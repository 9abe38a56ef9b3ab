import { expect } from 'vitest';

/** Tests only: every part occurs in the text, each after the one before (reading order). */
export function expectInOrder(text: string, parts: string[]) {
  const positions = parts.map((part) => text.indexOf(part));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}
