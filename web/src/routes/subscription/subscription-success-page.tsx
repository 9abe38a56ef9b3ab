import { pageMetaFor } from '@futurefund/core';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../hooks/use-auth';
import { SignInPrompt } from './success/sign-in-prompt';
import { SubscriptionOutcome } from './success/subscription-outcome';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Product §2 Subscription success: where Stripe returns people after paying (public route). What it
 * shows comes from the server's fresh read of the subscription, never from the URL's parameters.
 */
export default function SubscriptionSuccessPage() {
  usePageMeta(pageMetaFor('subscriptionSuccess'));
  const { user, isLoading } = useAuth();
  // Mounted from the first render, empty, so screen readers announce what is later written into it.
  const [announcement, setAnnouncement] = useState('');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12 sm:py-16">
      {isLoading ? (
        <Spinner label="Loading your session…" />
      ) : user ? (
        <SubscriptionOutcome username={user.username} announce={setAnnouncement} />
      ) : (
        <SignInPrompt />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
