import { addSkill } from '@futurefund/core';
import { X } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { FieldError } from './ui/form-field';
import { Input } from './ui/input';

type ChipListInputProps = {
  label: string;
  /** What one entry is called, for the button ("Add skill") and its chips' remove buttons. */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Called instead of adding when the entry is already listed (case and spaces ignored). */
  onDuplicate?: () => void;
  error?: string | undefined;
  hint?: string;
  id?: string;
  /** A form library's ref (react-hook-form), so a list with an error can take focus. */
  inputRef?: Ref<HTMLInputElement>;
};

/** Points the caller's ref and ours at the same input. */
function assignRef(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A list typed one entry at a time (skills, industries, places, a submission's majors and tags):
 * Add or Enter adds the entry (Enter never submits the surrounding form), a blank entry is
 * ignored and a repeat is listed once (product §5), and clicking a chip ("Remove <entry>")
 * removes it.
 */
export function ChipListInput({
  label,
  itemName,
  values,
  onChange,
  onDuplicate,
  error,
  hint,
  id,
  inputRef: externalRef,
}: ChipListInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [entry, setEntry] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);

  function add() {
    const next = addSkill(values, entry);
    if (next === 'empty') {
      setEntry(''); // only spaces: nothing to keep
      return;
    }
    if (next === 'duplicate') {
      // With a caller to tell, the entry stays for the person to see; otherwise it just goes.
      if (onDuplicate) onDuplicate();
      else setEntry('');
      return;
    }
    onChange(next);
    setEntry('');
  }

  function remove(index: number) {
    onChange(values.filter((_, position) => position !== index));
    // The chip's button is gone; keep the keyboard in the field rather than back at the page top.
    inputRef.current?.focus();
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={(node) => {
            inputRef.current = node;
            assignRef(externalRef, node);
          }}
          id={inputId}
          value={entry}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy.join(' ') || undefined}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        {/* The name starts with the visible word (voice control) and says which list. */}
        <Button variant="outline" aria-label={`Add ${itemName}`} onClick={add}>
          Add
        </Button>
      </div>
      {hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${inputId}-error`} message={error} />
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value, index) => (
            <li key={`${index}-${value}`}>
              <Badge className="p-0 text-sm">
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => remove(index)}
                  className="inline-flex min-h-7 items-center gap-1 rounded-full py-0.5 pr-1.5 pl-2.5 hover:bg-background/60"
                >
                  {value}
                  <X aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
