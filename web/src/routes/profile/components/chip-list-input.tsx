import { addSkill } from '@futurefund/core';
import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

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
};

/**
 * A list typed one entry at a time (skills, industries, places): Add or Enter adds the entry
 * (Enter never submits the surrounding form), a blank entry is ignored (product §5), each entry
 * is a chip with its own "Remove <entry>" button.
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
}: ChipListInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [entry, setEntry] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);

  function add() {
    const next = addSkill(values, entry);
    if (next === 'empty') return;
    if (next === 'duplicate') {
      onDuplicate?.();
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
          ref={inputRef}
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
              <Badge className="py-0 pr-0.5 text-sm">
                {value}
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => remove(index)}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-background/60"
                >
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
