import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: unknown) => ReactNode; children: ReactNode };
type State = { failed: false } | { failed: true; error: unknown };

/**
 * Shows `fallback` in place of children that threw while rendering. React has no hook for this;
 * give it a `key` to start over (the layout keys it by page, so navigating away recovers).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for whoever debugs a report; the visitor sees the fallback.
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
