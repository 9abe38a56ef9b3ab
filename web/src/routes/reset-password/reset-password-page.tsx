import { pageMetaFor } from '@futurefund/core';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Forgotten password (ADR 024): without a token, ask for a link by username; with the e-mailed
 * link's token, choose a new password. Open to everyone: the token is the permission.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const title = token ? 'Choose a new password' : 'Reset your password';
  usePageMeta({ ...pageMetaFor('resetPassword'), title });
  return (
    <section aria-labelledby="reset-heading" className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <Card>
        <CardHeader>
          <h1 id="reset-heading" className="text-2xl font-bold tracking-tight">
            {title}
          </h1>
          <CardDescription>
            {token
              ? 'Enter your new password twice. Every device signed in to your account will be signed out.'
              : 'Enter your username. If your account has an e-mail address, we will send you a link to choose a new password.'}
          </CardDescription>
        </CardHeader>
        <CardContent>{token ? <NewPasswordForm token={token} /> : <RequestResetForm />}</CardContent>
      </Card>
    </section>
  );
}
