// Heritages of one Asian country, by the name a listing states and the words that name it. A
// listing for one of them is not for every Asian student; a student of one is also Asian. The
// listings' reader (server enrichment) and the recommendation engine read the same list.
export const asianOrigins: readonly (readonly [name: string, words: string])[] = [
  ['Korean', 'korean'],
  ['Chinese', 'chinese'],
  ['Japanese', 'japanese'],
  ['Vietnamese', 'vietnamese'],
  ['Filipino', 'filipin[oax]'],
  ['Taiwanese', 'taiwanese'],
  ['Hmong', 'hmong'],
  ['Cambodian', 'cambodian|khmer'],
];
