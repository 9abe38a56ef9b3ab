// What a listing's money is (product §2 "Award"): a grant, or something a student must not take
// for one — a loan to repay, a savings bond paid once at maturity, a prize draw won by luck. Read
// from the listing's own words at display time, so every surface that shows the award shows the
// same kind without a stored column. The phrases are narrow on purpose: "student loans are also
// available", "not eligible for the federal loan scheme", "drawing or painting" and "the
// Human/Animal Bond" are grants, and a grant shown as a loan would be as wrong as the reverse.

export const awardKinds = ['grant', 'loan', 'part-loan', 'bond', 'prize-draw'] as const;
export type AwardKind = (typeof awardKinds)[number];

/** The short label shown before the amount; a grant needs none. */
export const awardKindLabels: Record<Exclude<AwardKind, 'grant'>, string> = {
  loan: 'Loan',
  'part-loan': 'Part loan',
  bond: 'Bond',
  'prize-draw': 'Prize draw',
};

export interface AwardWords {
  title?: string | null;
  awardAmount?: string | null;
  description?: string | null;
}

const PRIZE_DRAW =
  /\bsweepstakes?\b|\b(?:random|prize|lucky)\s+draw(?:ing)?\b|\brandom(?:ly)?\s+(?:selected|chosen)\b|\bdraw date\b|\bwinners? (?:will be|are) drawn\b|\bno[- ]essay\b|\byou could win\b/i;
/** "50% grant and 50% loan": part of the money is repaid. */
const PART_LOAN = /\bgrant and (?:a )?(?:\d{1,2}% )?loan\b|\b\d{1,2}% loan\b|\bpart(?:ly)? (?:a )?loan\b/i;
/**
 * The award itself is a loan: "Interest-free loan of up to ₹20 Lakh", "loan scholarship". Not
 * "must be repaid" alone: grants say so of a student who withdraws.
 */
const LOAN =
  /\b(?:interest[- ]free|subsidi[sz]ed|soft|education(?:al)?|emergency)\s+loan\b|\bloan scholarships?\b|\bloan of\b/i;
/** A title naming one loan ("Emergency Loan Fund"); "Discover Student Loans Scholarship" names a sponsor. */
const LOAN_TITLE = /\bloan\b/i;
const BOND = /\b(?:savings|maturity)\s+bond\b|\bbond of\b/i;

/** The kind of money a listing offers, from its title, award text and description. */
export function awardKind(words: AwardWords): AwardKind {
  const title = words.title ?? '';
  const text = [words.awardAmount, words.description].filter(Boolean).join('\n');
  const all = `${title}\n${text}`;
  if (PRIZE_DRAW.test(all)) return 'prize-draw';
  if (PART_LOAN.test(all)) return 'part-loan';
  if (LOAN_TITLE.test(title) || LOAN.test(text)) return 'loan';
  if (BOND.test(all)) return 'bond';
  return 'grant';
}
