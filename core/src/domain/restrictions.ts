// Who a listing is for, as its own words state it: each restriction read from the text, with the
// sentence it came from, so the detail page can show the evidence and say it was derived, and the
// recommendations can exclude what a profile contradicts (ADR 065).

export const restrictionCriteria = [
  'residency',
  'citizenship',
  'school',
  'level',
  'year',
  'field',
  'gpa',
  'gender',
  'ethnicity',
  'firstGeneration',
  'need',
  'disability',
  'military',
  'membership',
  'age',
  'parent',
] as const;
export type RestrictionCriterion = (typeof restrictionCriteria)[number];

export interface Restriction {
  criterion: RestrictionCriterion;
  /** What it asks, in a few words: "Residents of West Bengal", "Female". */
  value: string;
  /** The sentence of the listing it was read from. */
  evidence: string;
}

/** How the detail page names each restriction. */
export const restrictionLabels: Record<RestrictionCriterion, string> = {
  residency: 'Where you live',
  citizenship: 'Citizenship',
  school: 'Where you study',
  level: 'Education level',
  year: 'Year of study',
  field: 'Field of study',
  gpa: 'GPA',
  gender: 'Gender',
  ethnicity: 'Heritage',
  firstGeneration: 'First generation',
  need: 'Financial need',
  disability: 'Disability',
  military: 'Military connection',
  membership: 'Membership',
  age: 'Age',
  parent: 'Family',
};
