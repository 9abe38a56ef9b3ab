import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { PaymentPanelProps } from '../payment/payment-panel';
import { PaymentLoadError } from './payment-load-error';
import { PaymentLoading } from './payment-loading';

// The payment form and Stripe's React bindings are their own chunk: only people who can pay load
// them, and the app's first load does not grow (ADR 005). React.lazy remembers a failed import,
// so another try needs a new lazy component.
const loadPaymentPanel = () => lazy(() => import('../payment/payment-panel'));

/** Catches a chunk that could not load (offline) and offers another try instead of a blank card. */
class LoadFailureBoundary extends Component<
  { children: ReactNode; onRetry: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PaymentLoadError onRetry={this.props.onRetry} /> : this.props.children;
  }
}

export function LazyPaymentPanel(props: PaymentPanelProps) {
  const [PaymentPanel, setPaymentPanel] = useState(loadPaymentPanel);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setPaymentPanel(loadPaymentPanel);
    setAttempt((count) => count + 1);
  };
  return (
    <LoadFailureBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PaymentLoading />}>
        <PaymentPanel {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
