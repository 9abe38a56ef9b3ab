// Canada Post codes of the provinces and territories. A province names a place in Canada; it is not
// a US state, so a listing in "Toronto, ON" gets the country CA and no state code.

const provinces: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The provinces' and territories' names. */
export const canadianProvinceNames: readonly string[] = Object.values(provinces);

const names = new Set(canadianProvinceNames.map((name) => name.toLowerCase()));
names.add('québec').add('newfoundland');

/** True for a province or territory code ("ON") or name ("Ontario"). */
export function isCanadianProvince(text: string): boolean {
  const value = text.trim();
  return value.toUpperCase() in provinces || names.has(value.toLowerCase());
}
