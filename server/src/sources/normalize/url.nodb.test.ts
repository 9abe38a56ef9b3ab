import { describe, expect, it } from 'vitest';
import { firstHttpUrl, toHttpUrl } from './url';

describe('toHttpUrl', () => {
  it.each([
    ['https://www.mpowerfinancing.com/scholarships', 'https://www.mpowerfinancing.com/scholarships'],
    ['  http://aireu.cs.brown.edu/ ', 'http://aireu.cs.brown.edu/'],
    ['HTTPS://Example.org', 'https://example.org/'],
  ])('keeps %s', (value, expected) => {
    expect(toHttpUrl(value)).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)'],
    ['mailto:info@atila.ca'],
    ['ftp://files.example.org/a.pdf'],
    ['/scholarships/1'],
    ['www.example.org'],
    ['https://none'],
    ['https://user:secret@example.org/'],
    [''],
    [null],
  ])('drops %s', (value) => {
    expect(toHttpUrl(value)).toBeNull();
  });

  it('picks the first usable candidate', () => {
    expect(firstHttpUrl(null, 'not a url', 'https://example.org/apply')).toBe('https://example.org/apply');
    expect(firstHttpUrl(undefined, '')).toBeNull();
  });
});
