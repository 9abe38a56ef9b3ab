import { useEffect, useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

export const TYPING_DEBOUNCE_MS = 300;

type DebouncedInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  /** The value in the URL. */
  value: string;
  /** Called once typing pauses, and never for a value the URL already has. */
  onCommit: (value: string) => void;
  /** A change of this value drops unsent typing (Clear All while a pause is still pending). */
  resetSignal?: unknown;
};

/**
 * A text field that writes to the URL only when typing pauses, so each keystroke neither
 * refetches nor adds history. It follows the URL when that changes from elsewhere (Clear All,
 * removing a badge, Back).
 */
export function DebouncedInput({ value, onCommit, resetSignal, ...props }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState({ value, resetSignal });
  if (value !== seen.value || resetSignal !== seen.resetSignal) {
    // Adjusting state while rendering (not in an effect) avoids a frame with the stale text.
    setSeen({ value, resetSignal });
    setDraft(value);
  }

  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onCommit(draft), TYPING_DEBOUNCE_MS);
    // A newer keystroke or a URL change from elsewhere cancels the pending write.
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);

  return (
    <Input
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      // Enter means "search now", without waiting for the pause.
      onKeyDown={(event) => event.key === 'Enter' && draft !== value && onCommit(draft)}
    />
  );
}
