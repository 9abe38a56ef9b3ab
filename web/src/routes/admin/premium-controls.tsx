import type { AdminUser } from '@futurefund/core';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { TextArea } from '../../components/ui/textarea';
import { toast } from '../../hooks/use-toast';
import { useGrantPremium, useRevokePremium } from './admin-api';
import { planText } from './plan-text';

/** Grant complimentary Premium (1–365 days) or end it, each with a required reason (ADR 026). */
export function PremiumControls({ user }: { user: AdminUser }) {
  const canRevoke = user.plan === 'premium' && user.premiumKind === 'complimentary';
  return (
    <section aria-labelledby="premium-heading" className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <div>
        <h3 id="premium-heading" className="text-base font-semibold">
          Premium for {user.username}
        </h3>
        <p className="text-sm text-muted-foreground">Now: {planText(user)}</p>
      </div>
      <GrantForm username={user.username} />
      {canRevoke ? <RevokeForm username={user.username} /> : null}
      {user.premiumKind === 'paid' ? (
        <p className="text-sm text-muted-foreground">
          Paid Premium is managed through the Stripe subscription, not here.
        </p>
      ) : null}
    </section>
  );
}

function GrantForm({ username }: { username: string }) {
  const grant = useGrantPremium();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ days?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = Number(days);
    const next = {
      days:
        Number.isInteger(count) && count >= 1 && count <= 365 ? undefined : 'Enter whole days from 1 to 365.',
      reason: reason.trim() ? undefined : 'A reason is required.',
    };
    setErrors(next);
    if (next.days || next.reason) return;
    grant.mutate(
      { username, days: count, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          setReason('');
          toast({
            title: 'Premium granted',
            description: `${answer.username} has Premium until ${new Date(answer.weeklyAccessExpiresAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.`,
          });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="Grant complimentary Premium" noValidate>
      <Field label="Days of Premium" error={errors.days} hint="1–365; added to any Premium already running">
        {(control) => (
          <Input
            {...control}
            type="number"
            min={1}
            max={365}
            inputMode="numeric"
            className="max-w-32"
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
      </Field>
      <Field label="Reason for granting" error={errors.reason}>
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" disabled={grant.isPending}>
          {grant.isPending ? 'Granting...' : 'Grant Premium'}
        </Button>
      </div>
      {grant.isError ? <ErrorAlert title="Could not grant Premium" error={grant.error} /> : null}
    </form>
  );
}

function RevokeForm({ username }: { username: string }) {
  const revoke = useRevokePremium();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('A reason is required.');
    setError(undefined);
    revoke.mutate(
      { username, reason: reason.trim() },
      {
        onSuccess: (answer) =>
          toast({ title: 'Premium revoked', description: `${answer.username} is on the Free plan now.` }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3 border-t pt-4" aria-label="Revoke Premium" noValidate>
      <Field label="Reason for revoking" error={error}>
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="destructive" disabled={revoke.isPending}>
          {revoke.isPending ? 'Revoking...' : 'Revoke Premium'}
        </Button>
      </div>
      {revoke.isError ? <ErrorAlert title="Could not revoke Premium" error={revoke.error} /> : null}
    </form>
  );
}

function ErrorAlert({ title, error }: { title: string; error: Error }) {
  return (
    <Alert variant="destructive">
      <AlertTitle as="h3">{title}</AlertTitle>
      <AlertDescription>{error.message}</AlertDescription>
    </Alert>
  );
}
