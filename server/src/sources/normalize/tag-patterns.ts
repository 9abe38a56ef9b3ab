// Heuristics over source text, used only where a source has no structured field for the fact.
// Two strengths: `eligibility` text describes who may apply, so broader words count there;
// titles and program names are short and ambiguous, so only unmistakable phrases count.

/** "Women's Fund", "Women's History", "Women's Literature" name a sponsor or a subject, not who may apply. */
const NOT_WHO = String.raw`(?!['’]s\s+(?:fund|history|writing|literature|studies)\b)(?!@)`;
const WOMEN = new RegExp(String.raw`\b(?:women|woman|female|girls)\b${NOT_WHO}`, 'i');
const WOMEN_ELIGIBILITY = new RegExp(String.raw`\b(?:women|woman|female|girls|mothers)\b${NOT_WHO}`, 'i');

const FIRST_GEN = /\bfirst[- ]gen(?:eration)?\b|\bFGLI\b|\bfirst in (?:their|the|his|her) family\b/i;

const MINORITY_NAMED =
  'black|african[- ]americans?|hispanic|latin[oax]s?|latine|chican[oax]s?|native americans?|american indians?|' +
  'indigenous|alaska(?:n)? natives?|native hawaiians?|pacific islanders?|aboriginals?|first nations|inuit|' +
  'm[ée]tis|tribes?|tribal|hbcus?|underrepresented|under-represented|minorit(?:y|ies)|bipoc|people of colou?r';
const MINORITY_TITLE = new RegExp(String.raw`\b(?:${MINORITY_NAMED})\b`, 'i');
/** In eligibility text, heritage and Asian identity also describe who qualifies. */
const MINORITY_ELIGIBILITY = new RegExp(String.raw`\b(?:${MINORITY_NAMED}|asian|korean|heritage)\b`, 'i');

/** Social and political science are not STEM; "science" alone is. */
const STEM = new RegExp(
  String.raw`\b(?:stem|(?<!(?:social|political|library|animal|culinary)\s)sciences?|scientists?|\w*engineer(?:s|ing)?|` +
    String.raw`software|swe|developer|full[- ]?stack|back[- ]?end|front[- ]?end|database|devops|computer|computing|` +
    String.raw`computational|data|cyber ?security|machine learning|` +
    String.raw`artificial intelligence|ai|ml|robotics|hardware|firmware|electrical|electronics|mechanical|` +
    String.raw`aerospace|chemical|chemistry|physics|biology|biomedical|bioengineering|mathematics|math|` +
    String.raw`statistics|actuarial|quant|quantitative|quantum|technology|tech)\b`,
  'i',
);

const NO_ESSAY = /\bno\b[^.;]{0,25}\bessays?\b/i;
const RENEWABLE = /\brenewable\b/i;
const INTERNATIONAL = /\binternational (?:students?|applicants?)\b/i;

export type TextStrength = 'title' | 'eligibility';

export function mentionsWomen(text: string, strength: TextStrength): boolean {
  return (strength === 'title' ? WOMEN : WOMEN_ELIGIBILITY).test(text);
}

export function mentionsFirstGeneration(text: string): boolean {
  return FIRST_GEN.test(text);
}

export function mentionsMinority(text: string, strength: TextStrength): boolean {
  return (strength === 'title' ? MINORITY_TITLE : MINORITY_ELIGIBILITY).test(text);
}

export function mentionsStem(text: string): boolean {
  return STEM.test(text);
}

export function mentionsNoEssay(text: string): boolean {
  return NO_ESSAY.test(text);
}

export function mentionsRenewable(text: string): boolean {
  return RENEWABLE.test(text);
}

export function mentionsInternationalStudents(text: string): boolean {
  return INTERNATIONAL.test(text);
}
