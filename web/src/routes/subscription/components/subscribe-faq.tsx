import { ChevronDown } from 'lucide-react';

// Product §2 Subscribe: an FAQ on cancelling, payment methods and data security. Native
// <details>/<summary> disclosures: keyboard and screen-reader support without a dependency.
const questions = [
  {
    question: 'Can I cancel anytime?',
    answer:
      'Yes. Cancel from your profile whenever you like. Your Premium access continues to the end of the billing period you already paid for, and you are not charged again.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      "Credit and debit cards, plus the wallets Stripe's secure payment form offers on your device, such as Apple Pay, Google Pay or Link.",
  },
  {
    question: 'Is my payment information secure?',
    answer:
      "Yes. Your card details go directly to Stripe, our payment provider, and never touch FutureFund's servers. We keep only a reference to your subscription.",
  },
];

export function SubscribeFaq() {
  return (
    <section aria-labelledby="faq-heading" className="grid gap-3">
      <h2 id="faq-heading" className="text-xl font-semibold">
        Frequently asked questions
      </h2>
      <div className="divide-y rounded-lg border bg-card">
        {questions.map(({ question, answer }) => (
          <details key={question} className="group px-4">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
