import { awardKind, awardKindLabels, awardRecurs, moneyFigures, type MoneyFigure } from '@futurefund/core';
import { truncateText } from '../normalize/text';
import { formatRupees, positiveWhole, proseText, withoutCitations } from './india-scholarships-fields';

// The award of an indiascholarships.in row (product §2 "Award"), in the listing's own words. The
// export's amount_annual column is a rupee figure whatever the award is: a loan's limit, a bond's
// maturity value, twelve times a monthly stipend, or the export's own conversion of a pound or
// dollar award. So the column is shown only as far as the amount text bears it out (ADR 066).

/**
 * The award itself is paid once: its text opens with it ("One-time cash award of ₹50,000", "The
 * scholarship is a one-time award"). Later mentions name a part ("a one-time settling-in allowance").
 */
const ONE_TIME_AWARD = /^[\s*•-]*(?:\S+\s+){0,7}?one[- ]time\b/i;

export interface AwardColumns {
  title: string;
  amount_annual: string;
  amount_description: string;
  benefits: string;
  renewal: string;
}

/** The period a figure states right after it: "£21,600/year", "$40,000 CAD per year", "£1,093/mo". */
const FIGURE_PERIOD: [RegExp, string][] = [
  [
    /^\s?(?:[A-Z]{3}\b)?\s*(?:\/\s?(?:yr|year|annum)\b|per (?:academic )?(?:year|annum)\b|annually\b)/,
    ' per year',
  ],
  [/^\s?(?:[A-Z]{3}\b)?\s*(?:\/\s?(?:mo|month)\b|per month\b|monthly\b)/, ' per month'],
  [/^\s?(?:[A-Z]{3}\b)?\s*per semester\b/, ' per semester'],
];
const CEILING_BEFORE = /\bup to\s*$/i;

/** "$1 = ₹83.5", "1 EUR = 90 INR": the export's exchange rate, not an amount. */
function withoutRates(text: string, figures: MoneyFigure[]): MoneyFigure[] {
  return figures.filter((figure, i) => {
    const previous = figures[i - 1];
    const rated = previous?.amount === 1 && /^\s?=\s?$/.test(text.slice(previous.end, figure.index));
    return figure.amount > 0 && figure.amount !== 1 && !rated;
  });
}

/** How far before the column's rupees the figure they convert may stand ("£91,886, around ₹96,50,000"). */
const CONVERTED_WITHIN = 150;

/**
 * Which figure of the amount text is the award when the rupee column is not the text's own:
 * the text leads with another currency (the column is then the export's conversion, and the
 * figure it converted stands just before the column's rupees: "$70,000 (₹58,10,000)"), or it
 * leads with a monthly rupee figure the column multiplied out ("₹3,000/mo", column 36,000).
 */
function awardFigure(text: string, column: number | null): MoneyFigure | null {
  const figures = withoutRates(text, moneyFigures(text));
  const first = figures[0];
  if (!first) return null;
  const converted = figures.findIndex((figure) => figure.currency === 'INR' && figure.amount === column);
  if (first.currency === 'INR') {
    return converted === -1 && column !== null && periodAfter(text, first) ? first : null;
  }
  const at = figures[converted]?.index ?? 0;
  const source = figures
    .slice(0, Math.max(converted, 0))
    .filter((figure) => figure.currency !== 'INR' && at - figure.end <= CONVERTED_WITHIN)
    .at(-1);
  return source ?? first;
}

/** "a monthly living stipend (approximately £1,516 …": the period named just before the figure. */
const PERIOD_BEFORE: [RegExp, string][] = [
  [/\bmonthly\b[^.;\d]{0,40}$/i, ' per month'],
  [/\b(?:annual|yearly)\b[^.;\d]{0,40}$/i, ' per year'],
];

function periodAfter(text: string, figure: MoneyFigure): string {
  const after = FIGURE_PERIOD.find(([pattern]) => pattern.test(text.slice(figure.end)));
  const before = PERIOD_BEFORE.find(([pattern]) => pattern.test(text.slice(0, figure.index)));
  return (after ?? before)?.[1] ?? '';
}

const money = (amount: number, currency: string) =>
  currency === 'INR' ? formatRupees(amount) : `${amount.toLocaleString('en-US')} ${currency}`;

/** "21,600 GBP per year", "Up to ₹1,200 per month": the award figure as its text states it. */
function statedAward(text: string, column: number | null): string | null {
  const figure = awardFigure(text, column);
  if (!figure) return null;
  const group = moneyFigures(text).filter((other) => other.index === figure.index);
  const amounts = group.map((other) => money(other.amount, other.currency)).join('–');
  const ceiling = CEILING_BEFORE.test(text.slice(0, figure.index)) ? 'Up to ' : '';
  return `${ceiling}${amounts}${periodAfter(text, figure)}`;
}

/**
 * As published, and no more: "₹40,000 per year" only when the listing's words say the award
 * recurs (the column is named amount_annual whatever the award is); "Loan of ₹4,00,000" when it
 * is a loan, bond or draw (product §2); the text's own currency when it names one; else the first
 * sentence of the amount text.
 */
export function awardText(columns: AwardColumns): string | null {
  const description = withoutCitations(columns.amount_description);
  const benefits = withoutCitations(columns.benefits);
  const kind = awardKind({ title: columns.title, description: `${description}\n${benefits}` });
  const prefix = kind === 'grant' ? '' : `${awardKindLabels[kind]} of `;
  const amount = positiveWhole(columns.amount_annual);
  const stated = statedAward(moneyFigures(description).length > 0 ? description : benefits, amount);
  if (stated) return prefix ? `${prefix}${stated.replace(/ per \w+$/, '')}` : stated;
  if (amount) {
    if (prefix) return `${prefix}${formatRupees(amount)}`;
    const oneTime = [description, benefits].some((text) => ONE_TIME_AWARD.test(text));
    const recurs = awardRecurs([description, benefits, withoutCitations(columns.renewal)].join('\n'));
    return `${formatRupees(amount)}${oneTime ? ' one-time' : recurs ? ' per year' : ''}`;
  }
  const text = proseText(columns.amount_description);
  const firstSentence = text?.split(/(?<=[.;])\s/)[0];
  return firstSentence ? `${prefix}${truncateText(firstSentence, 200)}` : null;
}
