import { describe, expect, it } from 'vitest';
import { awardKind } from './award-kind';

// Phrases from the seed catalog (indiascholarships.in, Mastersportal, Atila), each as its listing wrote it.
describe('awardKind', () => {
  it.each([
    [{ description: '• Subsidized education loan up to ₹4 Lakhs.' }, 'loan'],
    [{ description: 'Interest-free loan of up to ₹20 Lakh.' }, 'loan'],
    [{ description: '• Loan scholarship: Up to INR 10 lakhs' }, 'loan'],
    [{ awardAmount: 'Loan of ₹4,00,000' }, 'loan'],
    [{ title: 'Emergency Loan Fund', awardAmount: '600 GBP' }, 'loan'],
    [{ description: 'The scholarship is structured as a 50% grant and 50% loan.' }, 'part-loan'],
    [{ description: '• Maturity savings bond of ₹1,00,000 paid upon reaching 18 years.' }, 'bond'],
    [{ description: 'Long-term financial security through a ₹1 Lakh maturity bond' }, 'bond'],
    [{ title: 'You Could WIN $5,000 Toward Your Tuition at Humber College!' }, 'prize-draw'],
    [{ description: 'Contest will run from September 5 to July 20. Draw date July 24.' }, 'prize-draw'],
    [{ title: '$2,000 No Essay Scholarship' }, 'prize-draw'],
    [{ description: 'One winner is chosen by random drawing each month.' }, 'prize-draw'],
  ] as const)('reads %o as a %s', (words, kind) => {
    expect(awardKind(words)).toBe(kind);
  });

  it.each([
    { title: 'Discover Student Loans Scholarship' },
    { description: 'Parent and student loans are also available for interested families.' },
    { description: 'Must not be eligible for the federal student loan scheme (BAföG).' },
    { description: 'supplemented by loans' },
    { title: 'Ethel Rose Charney Scholarship in the Human/Animal Bond', awardAmount: '13000 CAD' },
    { description: 'students who focus on painting, drawing or print-making' },
    { description: 'you can submit a 750-word essay on this issue, and enter to win a $1,000 scholarship' },
    {},
  ])('reads %o as a grant', (words) => {
    expect(awardKind(words)).toBe('grant');
  });
});
