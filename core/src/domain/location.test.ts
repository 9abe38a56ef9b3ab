import { describe, expect, it } from 'vitest';
import { resolveLocationQuery } from './location';

describe('resolveLocationQuery', () => {
  it.each(['California', 'california', 'CA', 'ca', ' Ca '])(
    'reads %s as the state of California',
    (input) => {
      expect(resolveLocationQuery(input)).toEqual({ stateCode: 'CA', countryCode: 'US', city: null });
    },
  );

  it.each(['San Francisco', 'SF', 'sf', 'San Francisco, CA', 'San Francisco CA'])(
    'reads %s as the city of San Francisco, CA',
    (input) => {
      expect(resolveLocationQuery(input)).toEqual({
        stateCode: 'CA',
        countryCode: 'US',
        city: 'San Francisco',
      });
    },
  );

  it('reads short names, regions and cities the table knows', () => {
    expect(resolveLocationQuery('NYC')).toEqual({ stateCode: 'NY', countryCode: 'US', city: 'New York' });
    expect(resolveLocationQuery('LA')).toEqual({ stateCode: 'CA', countryCode: 'US', city: 'Los Angeles' });
    expect(resolveLocationQuery('Bay Area')).toEqual({ stateCode: 'CA', countryCode: 'US', city: null });
    expect(resolveLocationQuery('Seattle')).toEqual({ stateCode: 'WA', countryCode: 'US', city: 'Seattle' });
    expect(resolveLocationQuery('Toronto')).toEqual({ stateCode: null, countryCode: 'CA', city: 'Toronto' });
    expect(resolveLocationQuery('Washington DC')).toEqual({
      stateCode: 'DC',
      countryCode: 'US',
      city: 'Washington',
    });
  });

  it('keeps Canada (country CA) apart from California (state CA)', () => {
    expect(resolveLocationQuery('Canada')).toEqual({ stateCode: null, countryCode: 'CA', city: null });
    expect(resolveLocationQuery('Ontario')).toEqual({ stateCode: null, countryCode: 'CA', city: null });
  });

  it.each([
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['Germany', 'DE'],
    ['Hong Kong', 'HK'],
  ])('reads %s as the country %s', (input, countryCode) => {
    expect(resolveLocationQuery(input).countryCode).toBe(countryCode);
  });

  it.each(['', '   ', 'Narnia', 'remote', 'xyz'])('gives nothing for %j', (input) => {
    expect(resolveLocationQuery(input)).toEqual({ stateCode: null, countryCode: null, city: null });
  });
});
