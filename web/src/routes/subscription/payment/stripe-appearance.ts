import type { Appearance } from '@stripe/stripe-js';
import type { ResolvedTheme } from '../../../components/theme-provider';

/**
 * Stripe draws the Payment Element in its own frame, which our CSS cannot reach: its built-in
 * themes follow ours (night for dark), with our corner radius.
 */
export function stripeAppearance(theme: ResolvedTheme): Appearance {
  return {
    theme: theme === 'dark' ? 'night' : 'stripe',
    variables: { borderRadius: '6px' },
  };
}
