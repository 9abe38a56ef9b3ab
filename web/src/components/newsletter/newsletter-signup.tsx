import { useId, useState, type FormEvent } from 'react';
import { Button } from '../ui/button';
import { FieldError } from '../ui/form-field';
import { Input } from '../ui/input';

type State =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

/**
 * The footer's newsletter box (issue 18, ADR 030): an address, then the server's answer. The
 * answer is the same for every address (no enumeration), and nothing is sent until the e-mailed
 * link is confirmed. Validation is the server's, so the message matches the API's exactly.
 */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ status: 'idle' });
  const busy = state.status === 'busy';
  const error = state.status === 'error' ? state.message : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setState({ status: 'busy' });
    const { subscribeToNewsletter } = await import('./subscribe-call');
    const outcome = await subscribeToNewsletter(email);
    if (outcome.ok) setEmail('');
    setState(
      outcome.ok
        ? { status: 'done', message: outcome.message }
        : { status: 'error', message: outcome.message },
    );
  }

  return (
    <form
      noValidate
      data-newsletter
      data-error-id={`${id}-error`}
      aria-labelledby={`${id}-heading`}
      className="grid w-full max-w-sm gap-2 text-left"
      onSubmit={submit}
    >
      <h2 id={`${id}-heading`} className="text-sm font-semibold text-foreground">
        Weekly newsletter
      </h2>
      <p id={`${id}-about`} className="text-sm text-muted-foreground">
        New open scholarships and internships, once a week. Leave with one click.
      </p>
      <label htmlFor={`${id}-email`} className="text-sm font-medium text-foreground">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={[`${id}-about`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        />
        <Button type="submit" disabled={busy} className="sm:w-auto">
          {busy ? 'Subscribing…' : 'Subscribe'}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p aria-live="polite" className="text-sm text-foreground">
        {state.status === 'done' ? state.message : ''}
      </p>
    </form>
  );
}
