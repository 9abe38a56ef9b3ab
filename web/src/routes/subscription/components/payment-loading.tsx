import { LoaderCircle } from 'lucide-react';

/** While the payment chunk and Stripe.js load: visible text, announced politely once. */
export function PaymentLoading() {
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>Loading the secure payment form…</span>
    </div>
  );
}
