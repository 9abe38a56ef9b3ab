import { endpointQueryString } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { applyPatch, browseApiQuery, clearAllPatch, parseBrowseSearch } from './browse-url';

const parse = (search: string) => parseBrowseSearch(new URLSearchParams(search));

describe('browse URL state', () => {
  it('reads no parameters as the defaults: all types, all deadlines, relevance', () => {
    expect(parse('')).toEqual({ type: 'all', deadline: 'all', sort: 'relevance' });
  });

  it.each([
    ['type=scholarships', { type: 'scholarships' }],
    ['type=internships', { type: 'internships' }],
    ['location=Boston', { location: 'Boston' }],
    ['remote=true', { remote: true }],
  ])('reads the product §2 preset ?%s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected);
  });

  it('reads every filter the URL can carry', () => {
    const filters = parse(
      'q=nurse&chip=first-gen&sort=deadline&deadline=30days&educationLevel=Graduate&minGpa=3.2' +
        '&major=Biology&minAmount=500&maxAmount=5000&campus=UC+Davis&essay=none&includeClosed=true',
    );
    expect(filters).toEqual({
      q: 'nurse',
      type: 'all',
      chip: 'first-gen',
      sort: 'deadline',
      deadline: '30days',
      educationLevel: 'Graduate',
      minGpa: 3.2,
      major: 'Biology',
      minAmount: 500,
      maxAmount: 5000,
      campus: 'UC Davis',
      essay: 'none',
      includeClosed: true,
    });
  });

  it('drops only the invalid parameters of a hand-edited link and never throws', () => {
    expect(parse('type=grants&minGpa=9&sort=random&q=art&limit=5000')).toEqual({
      q: 'art',
      type: 'all',
      deadline: 'all',
      sort: 'relevance',
    });
    expect(() => parse('minAmount=-1&remote=yes&chip=%00')).not.toThrow();
  });

  it('treats remote=true and a place as remote mode, and ignores remote=false and blank text', () => {
    expect(parse('remote=true&location=Boston')).toMatchObject({ remote: true });
    expect(parse('remote=true&location=Boston').location).toBeUndefined();
    expect(parse('remote=false&q=%20%20').remote).toBeUndefined();
    expect(parse('q=%20%20').q).toBeUndefined();
  });

  it('reads a type beside an audience chip as the chip alone (ADR 020: one quick chip)', () => {
    expect(parse('type=internships&chip=minority')).toEqual({
      type: 'all',
      chip: 'minority',
      deadline: 'all',
      sort: 'relevance',
    });
  });

  it('falls back to relevance for an amount sort with internships (amount sorts are for scholarships)', () => {
    expect(parse('type=internships&sort=amount-high').sort).toBe('relevance');
    expect(parse('type=scholarships&sort=amount-low').sort).toBe('amount-low');
  });

  it('writes changes without default values and keeps unrelated parameters', () => {
    const next = applyPatch(new URLSearchParams('q=art&type=scholarships'), {
      type: 'all',
      chip: 'minority',
      location: '',
    });
    expect(next.toString()).toBe('q=art&chip=minority');
  });

  it('clears every filter but the sort order', () => {
    const next = applyPatch(
      new URLSearchParams('q=art&type=internships&remote=true&sort=newest'),
      clearAllPatch(),
    );
    expect(next.toString()).toBe('sort=newest');
  });

  it('asks the API for a page of 12 at an offset, leaving defaults out', () => {
    const apiSearch = (search: string, offset: number) =>
      endpointQueryString(browseApiQuery(parse(search), offset));
    expect(apiSearch('type=scholarships&remote=true', 12)).toBe(
      '?type=scholarships&remote=true&offset=12&limit=12',
    );
    expect(apiSearch('', 0)).toBe('?offset=0&limit=12');
  });
});
