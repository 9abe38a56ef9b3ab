import { X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type ListInputProps = {
  label: string;
  /** What one entry is called, for the Add button's name ("Add major"). */
  itemName: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
  /** react-hook-form's ref, so a list with an error can take focus. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A list typed one entry at a time (product §2, §5): Add or Enter adds it (Enter never submits the
 * form), a blank entry is ignored, a repeat is listed once, and clicking an entry removes it.
 */
export function ListInput({ label, itemName, values, onChange, error, inputRef }: ListInputProps) {
  const id = useId();
  const [entry, setEntry] = useState('');

  function add() {
    const item = entry.trim();
    setEntry('');
    if (!item) return;
    const seen = values.some((value) => value.toLowerCase() === item.toLowerCase());
    if (!seen) onChange([...values, item]);
  }

  function remove(index: number) {
    onChange(values.filter((_, position) => position !== index));
    // The clicked button is gone; keep the keyboard in the field rather than at the page top.
    document.getElementById(id)?.focus();
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={entry}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEntry(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="outline" aria-label={`Add ${itemName}`} onClick={add}>
          Add
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {values.length > 0 ? (
        <ul aria-label={label} className="flex flex-wrap gap-2">
          {values.map((value, index) => (
            <li key={`${index}-${value}`}>
              <Badge className="p-0">
                <button
                  type="button"
                  aria-label={`Remove ${value}`}
                  onClick={() => remove(index)}
                  className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 hover:bg-background/60"
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
