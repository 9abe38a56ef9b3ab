import { z } from '../zod';

/**
 * Premium through Stripe (product §1, §2 Subscribe and Subscription success, §8 payment messages).
 * Every text a person reads about payments is here, so the server and the screens say the same.
 */
export const paymentMessages = {
  unavailableTitle: 'Payment System Unavailable',
  unavailableText: 'Stripe payment processing is not configured. Please contact support.',
  notConfiguredToast: 'Payment system not configured',
  notConfiguredToastText: 'Stripe API keys are required for payment processing.',
  successToast: 'Payment Successful',
  successToastText: 'You are now subscribed to FutureFund Premium.',
  failedToast: 'Payment Failed',
  subscribeButton: 'Subscribe to Premium',
  subscribeBusy: 'Processing...',
  alreadyPremium: 'You already have Premium.',
  noSubscription: 'You have no Premium subscription.',
  alreadyCanceled: 'Your subscription is already set to end at the end of this billing period.',
  notCanceled: 'Your subscription is not set to end, so there is nothing to resume.',
  portalUnavailable: 'The billing portal is not available right now. Please contact support.',
  providerUnavailable: 'The payment provider did not answer. Please try again in a minute.',
  webhookSignature: 'Webhook signature verification failed.',
  renewalFailedTitle: 'Your Premium payment failed',
  renewalFailedText:
    'We could not charge your payment method. Premium ends when the week you paid for ends, unless you update your payment method in Manage billing on your profile.',
} as const;

export const subscriptionConfigSchema = z.object({
  /** Whether all four STRIPE_* settings are present; false makes every payment call a 503. */
  configured: z.boolean(),
  /** Stripe's publishable key for Stripe.js; null when not configured. */
  publishableKey: z.string().nullable(),
  pricePerWeekUsd: z.number(),
});
export type SubscriptionConfig = z.infer<typeof subscriptionConfigSchema>;

/** free: no access; paid: a Stripe subscription pays; complimentary: support gave it (ADR 010); admin: role. */
export const premiumPlans = ['free', 'paid', 'complimentary', 'admin'] as const;
export type PremiumPlan = (typeof premiumPlans)[number];

export const subscriptionDetailsSchema = z.object({
  /** Stripe's status as we last read it: incomplete, active, past_due, canceled, … */
  status: z.string(),
  /** End of the current billing period (ISO); the next renewal unless cancelAtPeriodEnd. */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the last renewal payment failed, if it has not since succeeded. */
  paymentFailedAt: z.string().nullable(),
});
export type SubscriptionDetails = z.infer<typeof subscriptionDetailsSchema>;

export const subscriptionStateSchema = z.object({
  plan: z.enum(premiumPlans),
  hasApplicationAccess: z.boolean(),
  /** When Premium ends (weeklyAccessExpiresAt); null for no Premium ever, or for admins. */
  accessUntil: z.string().nullable(),
  /** The next charge: the period end of an active subscription not set to cancel; else null. */
  renewsAt: z.string().nullable(),
  /** The user's latest Stripe subscription, whatever its status; null when there is none. */
  subscription: subscriptionDetailsSchema.nullable(),
  /** A started payment Stripe has not settled yet (the success page says so). */
  paymentProcessing: z.boolean(),
  /** Whether "Manage billing" can open Stripe's customer portal for this user. */
  portalAvailable: z.boolean(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const startSubscriptionAnswerSchema = z.object({
  /** What Stripe.js confirms the first payment with. */
  clientSecret: z.string(),
  subscriptionId: z.string(),
});
export type StartSubscriptionAnswer = z.infer<typeof startSubscriptionAnswerSchema>;

export const portalSessionSchema = z.object({ url: z.url() });

export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** True when this event id was processed before: the replay changed nothing. */
  duplicate: z.boolean(),
});
