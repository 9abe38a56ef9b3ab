import { cleanTitle } from './text';

// Pay as the source writes it ("$55 – $65 per hour", "$6,000-$10,000/month"): kept as text, never
// converted. A stated amount means the internship is paid; no amount leaves isPaid null (never
// "unpaid"). Some feeds print an empty template ("$0 - $0/hr"), which states nothing.

const NON_ZERO_AMOUNT = /[1-9]/;

export interface StatedPay {
  salaryRange: string | null;
  isPaid: boolean | null;
}

export function statedPay(text: string | null | undefined): StatedPay {
  const salaryRange = cleanTitle(text);
  if (!salaryRange || !NON_ZERO_AMOUNT.test(salaryRange)) return { salaryRange: null, isPaid: null };
  return { salaryRange, isPaid: true };
}
