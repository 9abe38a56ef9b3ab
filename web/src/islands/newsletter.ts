import { subscribeToNewsletter } from '../components/newsletter/subscribe-call';

/**
 * The footer's newsletter box on a drawn page (ADR 043), answering as the app's NewsletterSignup
 * does: the button says 'Subscribing…' while the call runs, the server's own message is read out
 * (an error as an alert beside the field, a success in the live region), and a success clears
 * the field.
 */
export function enhanceNewsletter(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const live = form.querySelector<HTMLElement>('[aria-live]');
  const errorId = form.dataset.errorId;
  if (!input || !button || !live || !errorId) return;
  const describedBy = input.getAttribute('aria-describedby') ?? '';
  let busy = false;

  function showError(message: string | undefined) {
    document.getElementById(errorId!)?.remove();
    input!.setAttribute('aria-invalid', String(Boolean(message)));
    input!.setAttribute('aria-describedby', message ? `${describedBy} ${errorId}`.trim() : describedBy);
    if (!message) return;
    const error = document.createElement('p');
    error.id = errorId!;
    error.setAttribute('role', 'alert');
    error.className = 'text-sm font-medium text-destructive';
    error.textContent = message;
    live!.before(error);
  }

  function setBusy(isBusy: boolean) {
    busy = isBusy;
    button!.disabled = isBusy;
    button!.textContent = isBusy ? 'Subscribing…' : 'Subscribe';
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    showError(undefined);
    live.textContent = '';
    void subscribeToNewsletter(input.value).then((outcome) => {
      setBusy(false);
      if (outcome.ok) input.value = '';
      showError(outcome.ok ? undefined : outcome.message);
      live.textContent = outcome.ok ? outcome.message : '';
    });
  });
}
