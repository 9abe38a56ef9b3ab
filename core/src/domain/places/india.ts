// India's 28 states and 8 union territories (the Constitution's First Schedule as amended in 2020),
// with the older or common spellings listings use. Indian state schemes are for the state's
// domiciles, so a listing naming one is read as a residency requirement.

const states = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

const aliases: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'nct of delhi': 'Delhi',
  'new delhi': 'Delhi',
  'j&k': 'Jammu and Kashmir',
};

const byName = new Map<string, string>([
  ...states.map((name) => [name.toLowerCase(), name] as const),
  ...Object.entries(aliases),
]);

/** "west bengal", "Orissa" → the state's name ("West Bengal", "Odisha"); null for anything else. */
export function indianStateFromName(text: string): string | null {
  return byName.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** Every spelling `indianStateFromName` knows, longest first, for building a pattern. */
export const indianStateNames: readonly string[] = [...byName.keys()].sort((a, b) => b.length - a.length);
