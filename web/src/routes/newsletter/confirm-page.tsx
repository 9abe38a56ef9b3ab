import { newsletterApi, newsletterMessages } from '@futurefund/core';
import { api } from '../../lib/api-client';
import { LinkActionPage } from './link-action-page';

/** The confirmation mail's link (double opt-in): the button confirms, opening the page does not. */
export default function NewsletterConfirmPage() {
  return (
    <LinkActionPage
      copy={{
        title: 'Confirm your subscription',
        description:
          'Confirm to receive the FutureFund weekly digest of new open scholarships and internships. You can leave with one click from any digest.',
        button: 'Confirm subscription',
        busy: 'Confirming…',
        doneTitle: 'Subscribed',
        invalid: newsletterMessages.confirmInvalid,
      }}
      action={(token) => api(newsletterApi.confirm, { body: { token } })}
    />
  );
}
