import { describe, expect, it } from 'vitest';
import { SEARCH_WORD_MAX_LENGTH, searchWords, wordsMatch } from './search-words';

describe('searchWords', () => {
  it('lower-cases and splits at punctuation, spaces and the Unicode dashes and quotes of copied text', () => {
    expect(searchWords('First-Gen\u00a0Students’ café—STEM (2026), e.mail@x.com 3.5 GPA')).toEqual([
      'first',
      'gen',
      'students',
      'café',
      'stem',
      '2026',
      'e',
      'mail',
      'x',
      'com',
      '3',
      '5',
      'gpa',
    ]);
  });

  it('has no words for text without letters or digits', () => {
    expect(searchWords('  %!? — ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it('cuts a run longer than the maximum into pieces, counting characters rather than UTF-16 units', () => {
    const long = 'é'.repeat(SEARCH_WORD_MAX_LENGTH) + 'ab';
    expect(searchWords(long)).toEqual(['é'.repeat(SEARCH_WORD_MAX_LENGTH), 'ab']);
    expect(searchWords('😀'.repeat(SEARCH_WORD_MAX_LENGTH + 1))).toHaveLength(2);
  });
});

describe('wordsMatch', () => {
  const text = 'Women in Engineering Award — for first-generation students';

  it('finds a text when every word of the search begins one of its words, in any order', () => {
    expect(wordsMatch(searchWords('engineering'), text)).toBe(true);
    expect(wordsMatch(searchWords('ENGIN women'), text)).toBe(true);
    expect(wordsMatch(searchWords('first-gen'), text)).toBe(true);
  });

  it('does not find it for a word inside another word or a word it lacks', () => {
    expect(wordsMatch(searchWords('gineering'), text)).toBe(false);
    expect(wordsMatch(searchWords('women nursing'), text)).toBe(false);
  });

  it('finds nothing for a search without a letter or digit', () => {
    expect(wordsMatch(searchWords('%'), text)).toBe(false);
  });
});
