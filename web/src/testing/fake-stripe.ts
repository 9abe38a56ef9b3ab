import type { PaymentIntentResult, Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;

/**
 * Stands in for Stripe.js, which loads from js.stripe.com outside our process: the surface
 * @stripe/react-stripe-js and our payment form use. The Payment Element reports ready on the next
 * tick after it is listened to, as the real one does once its frame has drawn; `submit` and `confirmPayment` answer what
 * the test sets. Everything else (our form, queries, toasts, navigation) runs for real.
 */
export function createFakeStripe() {
  const elementsOptions: StripeElementsOptions[] = [];
  const submit = vi.fn(async (): Promise<{ error?: { message?: string } }> => ({}));
  const confirmPayment = vi.fn(
    async (_options: unknown): Promise<PaymentIntentResult> =>
      ({ paymentIntent: { id: 'pi_test', status: 'succeeded' } }) as PaymentIntentResult,
  );

  const createElement = () => {
    const listeners = new Map<string, Set<Listener>>();
    const element = {
      mount: vi.fn(),
      on: vi.fn((event: string, listener: Listener) => {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
        // Stripe draws its frame asynchronously, then says ready.
        if (event === 'ready') {
          setTimeout(() => {
            if (listeners.get('ready')?.has(listener)) listener({ elementType: 'payment' });
          }, 0);
        }
        return element;
      }),
      off: vi.fn((event: string, listener: Listener) => {
        listeners.get(event)?.delete(listener);
        return element;
      }),
      update: vi.fn(),
      destroy: vi.fn(),
      unmount: vi.fn(),
    };
    return element;
  };

  const stripe = {
    elements: vi.fn((options: StripeElementsOptions) => {
      elementsOptions.push(options);
      return { create: vi.fn(createElement), update: vi.fn(), submit, getElement: vi.fn(() => null) };
    }),
    confirmPayment,
    // Checked by @stripe/react-stripe-js to recognise a Stripe object; never called here.
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };

  return { stripe: stripe as unknown as Stripe, elementsOptions, submit, confirmPayment };
}

export type FakeStripe = ReturnType<typeof createFakeStripe>;
