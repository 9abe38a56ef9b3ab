import { newsletterApi, newsletterMessages } from '@futurefund/core';
import { api } from '../../lib/api-client';
import { LinkActionPage } from './link-action-page';

/** Every newsletter mail's leave link: the button unsubscribes, opening the page does not. */
export default function NewsletterUnsubscribePage() {
  return (
    <LinkActionPage
      copy={{
        title: 'Leave the newsletter',
        description:
          'Stop the FutureFund weekly digest at this address. Your account, if you have one, and its notification settings stay as they are.',
        button: 'Unsubscribe',
        busy: 'Unsubscribing…',
        doneTitle: 'You are unsubscribed',
        invalid: newsletterMessages.unsubscribeInvalid,
      }}
      action={(token) => api(newsletterApi.unsubscribe, { query: { token } })}
    />
  );
}
