// Country names -> ISO 3166-1 alpha-2 codes. The names come from the runtime's own CLDR data
// (Intl.DisplayNames), so no hand-copied list can drift; the aliases add the spellings listings
// use that CLDR does not ("USA", "UK", "Hong Kong (SAR)") and the alpha-3 codes seen in job feeds.

const ALIASES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s': 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'hong kong': 'HK',
  'hong kong sar': 'HK',
  'hong kong (sar)': 'HK',
  macau: 'MO',
  macao: 'MO',
  'czech republic': 'CZ',
  turkey: 'TR',
  korea: 'KR',
  'republic of korea': 'KR',
  burma: 'MM',
  'ivory coast': 'CI',
  palestine: 'PS',
  'the netherlands': 'NL',
  holland: 'NL',
  uae: 'AE',
  'viet nam': 'VN',
  'russian federation': 'RU',
  // Alpha-3 codes used by applicant-tracking feeds ("Toronto, Ontario, CAN").
  can: 'CA',
  aus: 'AU',
  gbr: 'GB',
  chn: 'CN',
  isr: 'IL',
  hkg: 'HK',
  irl: 'IE',
  mys: 'MY',
  ind: 'IN',
  deu: 'DE',
  fra: 'FR',
  jpn: 'JP',
  kor: 'KR',
  sgp: 'SG',
  nzl: 'NZ',
  mex: 'MX',
  bra: 'BR',
  che: 'CH',
  nld: 'NL',
  esp: 'ES',
  pol: 'PL',
  twn: 'TW',
};

/** Region codes that are not countries: groupings, test codes and exceptional reservations. */
const NOT_COUNTRIES = /^(?:EU|EZ|UN|QO|X[A-Z]|ZZ|AC|CP|CQ|DG|EA|IC|TA)$/;

const key = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim();

let byName: Map<string, string> | null = null;
const codes = new Set<string>();

/** Built on first use: 676 lookups are cheap, but not worth paying at import time. */
function names(): Map<string, string> {
  if (byName) return byName;
  const display = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  byName = new Map();
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (NOT_COUNTRIES.test(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = display.of(code);
      if (!name) continue;
      byName.set(key(name), code);
      codes.add(code);
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) byName.set(alias, code);
  return byName;
}

/** "Canada", "United Kingdom", "USA", "CAN" -> the alpha-2 code; null for anything else. */
export function countryFromName(text: string): string | null {
  return names().get(key(text)) ?? null;
}

/** An alpha-2 code as written ("FR", "DE"); null when it is not an assigned country code. */
export function countryFromCode(text: string): string | null {
  const code = text.trim();
  names();
  return codes.has(code) ? code : null;
}

/** The European Union's members and the rest of the EEA: "non-EU/EEA" awards leave these out. */
export const EU_EEA_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];
/** A group's name where a country's would be: "the European Union", "EU", "EEA". */
export const EU_GROUP = /^(?:the )?(?:european union|eu|eea|european economic area)(?: \(eu\))?$/i;
