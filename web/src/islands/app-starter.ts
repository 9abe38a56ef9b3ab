import { whenAppReady } from '../lib/app-ready';

/**
 * The first signs that a visitor is using the page rather than only reading what was drawn: the
 * app starts on the first of them (ADR 046). Scrolling and pointer movement count, so on most
 * visits the app is running before the first press; `pointerdown` and `keydown` cover the rest.
 */
const ENGAGEMENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'focusin',
  'scroll',
  'wheel',
];

/** Native inputs that take text: a press only focuses them, so it is not held back. */
const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'number', 'tel', 'url', 'password', 'date']);

/**
 * What a press acts on when the app's handlers would answer it: a control the app drew. Links are
 * left alone (they load the next page as a page), and so are text fields (a press only focuses).
 */
export function pressTarget(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('a[href]')) return null;
  const control = target.closest<HTMLElement>(
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"], input, label, summary',
  );
  if (!control || isTextField(control)) return null;
  return control;
}

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.getAttribute('type') ?? ''));

/** A field whose value the visitor can change without a press the starter holds back. */
type ValueField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isValueField = (element: EventTarget | null): element is ValueField =>
  element instanceof HTMLSelectElement || (element instanceof Element && isTextField(element));

/**
 * Tells the app about a value the visitor gave `field` before the app answered. React's state is
 * what the server drew (the field's default), and React notices a change only when the field's
 * value differs from the one it last saw: writing the drawn value through the element (which
 * React watches) and then the visitor's through the prototype's setter (which it does not) makes
 * the next input event read as the visitor's change, whatever hydration did to the field.
 */
export function replayValue(field: ValueField, value: string): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (value === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Plays a press on `control` again once the app answers events: the pointer's down and up (some
 * controls act on those, such as tabs and menus) and then the click, which also does what a
 * native checkbox or label does.
 */
export function replayPress(control: HTMLElement): void {
  if (!control.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const pointer = { ...init, pointerType: 'mouse', isPrimary: true, pointerId: 1 };
  control.dispatchEvent(new PointerEvent('pointerdown', pointer));
  control.dispatchEvent(new MouseEvent('mousedown', init));
  control.focus({ preventScroll: true });
  control.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  control.click();
}

export type AppStarter = {
  /** Starts the app now (once) and resolves when it answers events. */
  start: () => Promise<void>;
};

/**
 * Leaves a drawn page as it is until the visitor engages with it, then loads the app (`load`),
 * which hydrates the page. A press or a form submission that comes before the app answers is held
 * back and played again once it does, so the first press is never lost and never half-handled by
 * the browser alone (a native checkbox toggled behind React's back, a form sent as a page load);
 * what was typed or chosen in a field meanwhile is handed to the app first.
 */
export function startAppOnDemand(
  load: () => Promise<unknown>,
  { doc = document, reload = () => window.location.reload() }: { doc?: Document; reload?: () => void } = {},
): AppStarter {
  let started: Promise<void> | null = null;
  let isReady = false;
  const win = doc.defaultView ?? window;
  const urlOf = () => `${win.location.pathname}${win.location.search}`;
  const drawnUrl = urlOf();
  let held: (() => void) | null = null;
  const typed = new Map<ValueField, string>();

  const onEngage = () => void start();

  // Back or Forward to an entry the app made before this page was reloaded is, for the browser,
  // a move within this page, which only the app could draw: before it answers, the page is loaded
  // again for that address instead. A move to a fragment (Skip to content) is not one.
  const onHistory = () => {
    if (!isReady && urlOf() !== drawnUrl) reload();
  };

  const noteValue = (event: Event) => {
    if (isValueField(event.target)) typed.set(event.target, event.target.value);
  };

  const holdPress = (event: Event) => {
    const control = pressTarget(event.target);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => replayPress(control);
    void start();
  };

  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => form.requestSubmit();
    void start();
  };

  function stopHolding() {
    for (const name of ENGAGEMENT_EVENTS) doc.removeEventListener(name, onEngage, true);
    doc.removeEventListener('click', holdPress, true);
    doc.removeEventListener('submit', holdSubmit, true);
    doc.removeEventListener('input', noteValue, true);
    doc.removeEventListener('change', noteValue, true);
  }

  function start(): Promise<void> {
    started ??= load()
      .then(() => whenAppReady(doc))
      .then(() => {
        isReady = true;
        win.removeEventListener('popstate', onHistory);
        stopHolding();
        for (const [field, value] of typed) replayValue(field, value);
        typed.clear();
        const replay = held;
        held = null;
        replay?.();
      })
      .catch((error: unknown) => {
        // Without the app (offline, a failed chunk) the drawn page stays readable and its links
        // work; presses are no longer held back for an app that is not coming.
        stopHolding();
        held = null;
        typed.clear();
        throw error;
      });
    return started;
  }

  for (const name of ENGAGEMENT_EVENTS)
    doc.addEventListener(name, onEngage, { capture: true, passive: true });
  doc.addEventListener('click', holdPress, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', noteValue, true);
  doc.addEventListener('change', noteValue, true);
  win.addEventListener('popstate', onHistory);
  return { start };
}
