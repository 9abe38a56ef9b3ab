/**
 * A button that shows and hides the element its aria-controls names (the small-screen menu on a
 * drawn page, ADR 043); Escape from anywhere inside closes it and returns to the button.
 */
export function enhanceDisclosure(button: HTMLButtonElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(panel.hidden));
  button.parentElement?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || panel.hidden) return;
    setOpen(false);
    button.focus();
  });
}
