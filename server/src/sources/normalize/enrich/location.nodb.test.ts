import { describe, expect, it } from 'vitest';
import { readLocations } from './location';

// Every location text below is copied from a seed file (data/seed/), in the shapes the feeds use.
const place = (stateCodes: string[], countryCodes: string[], cities: string[], isRemote = false) => ({
  stateCodes,
  countryCodes,
  cities,
  isRemote,
  isHybrid: false,
});

describe('readLocations on the seed files’ location texts', () => {
  it.each([
    ['San Francisco, CA', place(['CA'], ['US'], ['San Francisco'])],
    ['SF', place(['CA'], ['US'], ['San Francisco'])],
    ['NYC', place(['NY'], ['US'], ['New York'])],
    ['LA', place(['CA'], ['US'], ['Los Angeles'])],
    ['New Orleans, LA', place(['LA'], ['US'], ['New Orleans'])],
    ['California', place(['CA'], ['US'], [])],
    ['Seattle', place(['WA'], ['US'], ['Seattle'])],
    ['New York, New York, United States', place(['NY'], ['US'], ['New York'])],
    ['Washington, D. C., United States', place(['DC'], ['US'], ['Washington'])],
    ['Sunnyvale CA', place(['CA'], ['US'], ['Sunnyvale'])],
    ['US, CA, Santa Clara', place(['CA'], ['US'], ['Santa Clara'])],
    ['US-IL-Niles', place(['IL'], ['US'], ['Niles'])],
    ['Mount Pleasant, United States', place([], ['US'], ['Mount Pleasant'])],
    ['Chicago, United States', place(['IL'], ['US'], ['Chicago'])],
    ['Dallas-Fort Worth Metroplex', place(['TX'], ['US'], [])],
  ])('places %s in the United States', (text, expected) => {
    expect(readLocations([text])).toEqual(expected);
  });

  it.each([
    ['Toronto, ON, Canada', place([], ['CA'], ['Toronto'])],
    ['Vancouver, British Columbia, CAN', place([], ['CA'], ['Vancouver'])],
    ['London, Ontario, Canada', place([], ['CA'], ['London'])],
    ['Ontario, Canada', place([], ['CA'], [])],
    ['London, UK', place([], ['GB'], ['London'])],
    ['Melbourne, Victoria, AUS', place([], ['AU'], ['Melbourne'])],
    ['Tuen Mun, Hong Kong (SAR)', place([], ['HK'], ['Tuen Mun'])],
    ['PL-Warsaw', place([], ['PL'], ['Warsaw'])],
    ['DE-Berlin-Trion Building', place([], ['DE'], ['Berlin'])],
    ['MYS - PETALING JAYA', place([], ['MY'], ['Petaling Jaya'])],
    ['Trinidad And Tobago', place([], ['TT'], [])],
  ])('keeps %s outside the United States (no state code)', (text, expected) => {
    expect(readLocations([text])).toEqual(expected);
  });

  it('reads remote work with or without a country', () => {
    expect(readLocations(['Remote in USA'])).toEqual(place([], ['US'], [], true));
    expect(readLocations(['USA | Remote'])).toEqual(place([], ['US'], [], true));
    expect(readLocations(['Remote (United States | Canada)'])).toEqual(place([], ['US', 'CA'], [], true));
    expect(readLocations(['Remote'])).toEqual(place([], [], [], true));
    expect(readLocations(['PA Hybrid'])).toEqual({ ...place(['PA'], ['US'], []), isHybrid: true });
  });

  it('reads every place of a multi-location text', () => {
    expect(readLocations(['Dallas, TX or Scottsdale, AZ'])).toEqual(
      place(['TX', 'AZ'], ['US'], ['Dallas', 'Scottsdale']),
    );
    expect(readLocations(['Austin, TX Chicago, IL'])).toEqual(
      place(['TX', 'IL'], ['US'], ['Austin', 'Chicago']),
    );
    expect(readLocations(['Purchase, NY <br> Plano, TX'])).toEqual(
      place(['NY', 'TX'], ['US'], ['Purchase', 'Plano']),
    );
    expect(readLocations(['Chicago, IL; NYC'])).toEqual(place(['IL', 'NY'], ['US'], ['Chicago', 'New York']));
    expect(readLocations(['SF Bay Area, Seattle Metro, and New York City Metro Area'])).toEqual(
      place(['CA', 'WA', 'NY'], ['US'], []),
    );
    expect(readLocations(['Milton, Ontario, Canada; Oakville, Ontario, Canada'])).toEqual(
      place([], ['CA'], ['Milton', 'Oakville']),
    );
  });

  it('gives nothing for text that names no place it can be sure of', () => {
    for (const text of [
      'Multiple Locations',
      '2 Locations',
      'Aurora',
      'Americas',
      'Flexible - Any SpaceX Site',
    ]) {
      expect(readLocations([text])).toEqual(place([], [], []));
    }
    expect(readLocations([null, undefined, ''])).toEqual(place([], [], []));
  });
});
