// Well-known cities and the short names listings use for them, with where they are. Facts, not a
// gazetteer: enough to place "SF", "NYC" or a bare "Seattle". Names shared by several well-known
// places (Cambridge, Durham, Portland, Richmond, Arlington, Newark…) are left out on purpose, so a
// bare one stays unplaced rather than placed wrongly; "Cambridge, MA" is still read from its state.

export interface KnownPlace {
  /** null for a region ("Bay Area") that names a state but no one city. */
  city: string | null;
  /** US state code, for US cities. */
  stateCode: string | null;
  countryCode: string;
}

const US_CITIES: Record<string, string[]> = {
  AL: ['Huntsville', 'Montgomery'],
  AZ: ['Phoenix', 'Tempe', 'Scottsdale', 'Tucson', 'Chandler'],
  CA: [
    'San Francisco',
    'Los Angeles',
    'San Diego',
    'San Jose',
    'Palo Alto',
    'Mountain View',
    'Sunnyvale',
    'Santa Clara',
    'Menlo Park',
    'Cupertino',
    'Redwood City',
    'San Mateo',
    'Foster City',
    'South San Francisco',
    'San Bruno',
    'Oakland',
    'Berkeley',
    'Fremont',
    'Irvine',
    'Santa Monica',
    'El Segundo',
    'Pasadena',
    'Sacramento',
    'Los Gatos',
    'Emeryville',
    'Santa Barbara',
    'Long Beach',
  ],
  CO: ['Denver', 'Boulder', 'Colorado Springs'],
  CT: ['Hartford', 'Stamford', 'New Haven'],
  FL: ['Miami', 'Tampa', 'Orlando', 'Jacksonville'],
  GA: ['Atlanta', 'Alpharetta'],
  HI: ['Honolulu'],
  ID: ['Boise'],
  IL: ['Chicago', 'Evanston', 'Urbana', 'Champaign'],
  IN: ['Indianapolis'],
  LA: ['New Orleans'],
  MA: ['Boston', 'Somerville', 'Waltham', 'Needham', 'Lowell', 'Framingham'],
  MD: ['Baltimore', 'Bethesda', 'Annapolis Junction'],
  MI: ['Detroit', 'Ann Arbor'],
  MN: ['Minneapolis', 'St. Paul'],
  MO: ['St. Louis'],
  NC: ['Raleigh', 'Charlotte', 'Chapel Hill', 'Research Triangle Park', 'Cary', 'Morrisville'],
  NE: ['Omaha'],
  NJ: ['Jersey City', 'Hoboken', 'Princeton'],
  NM: ['Albuquerque'],
  NV: ['Las Vegas', 'Reno'],
  NY: ['New York', 'Buffalo', 'Ithaca', 'Poughkeepsie', 'Armonk'],
  OH: ['Columbus', 'Cleveland', 'Cincinnati'],
  OR: ['Hillsboro', 'Beaverton'],
  PA: ['Philadelphia', 'Pittsburgh'],
  RI: ['Providence'],
  TN: ['Nashville', 'Memphis'],
  TX: ['Austin', 'Dallas', 'Houston', 'San Antonio', 'Fort Worth', 'Plano', 'Irving', 'El Paso'],
  UT: ['Salt Lake City', 'Provo', 'Lehi'],
  VA: ['McLean', 'Reston', 'Herndon', 'Ashburn'],
  WA: ['Seattle', 'Bellevue', 'Redmond', 'Kirkland', 'Tacoma', 'Spokane'],
  WI: ['Milwaukee', 'Madison'],
};

/** Short names listings use for a city: alias → [city, state]. */
const US_ALIASES: Record<string, [string, string]> = {
  SF: ['San Francisco', 'CA'],
  NYC: ['New York', 'NY'],
  'New York City': ['New York', 'NY'],
  Manhattan: ['New York', 'NY'],
  Brooklyn: ['New York', 'NY'],
  LA: ['Los Angeles', 'CA'],
  'Washington DC': ['Washington', 'DC'],
  'Washington D.C.': ['Washington', 'DC'],
  'Saint Paul': ['St. Paul', 'MN'],
  'Saint Louis': ['St. Louis', 'MO'],
};

/** Regions name a state but no one city. */
const US_REGIONS: Record<string, string> = {
  'Bay Area': 'CA',
  'SF Bay Area': 'CA',
  'San Francisco Bay Area': 'CA',
  'Silicon Valley': 'CA',
  'NY Metro': 'NY',
  'New York City Metro Area': 'NY',
  'Dallas-Fort Worth': 'TX',
  'Dallas-Fort Worth Metroplex': 'TX',
  DFW: 'TX',
  'Seattle Metro': 'WA',
  'Research Triangle': 'NC',
};

const WORLD_CITIES: Record<string, string[]> = {
  AU: ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Canberra'],
  CA: [
    'Toronto',
    'Vancouver',
    'Montreal',
    'Montréal',
    'Ottawa',
    'Calgary',
    'Edmonton',
    'Waterloo',
    'Winnipeg',
    'Mississauga',
  ],
  CH: ['Zurich', 'Zürich', 'Geneva'],
  CN: ['Beijing', 'Shanghai', 'Shenzhen'],
  DE: ['Berlin', 'Munich', 'Hamburg', 'Frankfurt'],
  ES: ['Madrid', 'Barcelona'],
  FR: ['Paris'],
  GB: ['London', 'Edinburgh', 'Manchester', 'Glasgow', 'Oxford'],
  HK: ['Hong Kong'],
  IE: ['Dublin'],
  IL: ['Tel Aviv', 'Haifa'],
  IN: ['Bangalore', 'Bengaluru', 'Hyderabad', 'Mumbai', 'Pune', 'Chennai', 'New Delhi'],
  JP: ['Tokyo'],
  NL: ['Amsterdam'],
  PL: ['Warsaw'],
  SG: ['Singapore'],
};

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const byName = new Map<string, KnownPlace>();

for (const [stateCode, cities] of Object.entries(US_CITIES)) {
  for (const city of cities) byName.set(key(city), { city, stateCode, countryCode: 'US' });
}
for (const [alias, [city, stateCode]] of Object.entries(US_ALIASES)) {
  byName.set(key(alias), { city, stateCode, countryCode: 'US' });
}
for (const [region, stateCode] of Object.entries(US_REGIONS)) {
  byName.set(key(region), { city: null, stateCode, countryCode: 'US' });
}
for (const [countryCode, cities] of Object.entries(WORLD_CITIES)) {
  for (const city of cities) byName.set(key(city), { city, stateCode: null, countryCode });
}

/** "SF" -> San Francisco, CA, US; "Bay Area" -> CA with no city; "Toronto" -> Toronto, Canada. */
export function knownPlace(text: string): KnownPlace | null {
  return byName.get(key(text)) ?? null;
}
