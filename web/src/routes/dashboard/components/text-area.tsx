import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/textarea';

/** "12 / 500 characters", for the hint under a field with a maximum length. */
export const charactersUsed = (text: string, max: number) => `${text.length} / ${max} characters`;

type LimitedTextFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'maxLength'> & {
  id: string;
  label: string;
  value: string;
  max: number;
  onValueChange: (value: string) => void;
};

/** A labelled text area with its length limit and a live "n / max characters" hint. */
export function LimitedTextField({ id, label, value, max, onValueChange, ...props }: LimitedTextFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <TextArea
        id={id}
        value={value}
        maxLength={max}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {charactersUsed(value, max)}
      </p>
    </div>
  );
}

/** The footer of the tracker's edit dialogs: Cancel closes, Save submits the form. */
export function CancelSaveButtons({ onCancel, isSaving }: { onCancel: () => void; isSaving: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={isSaving}>
        {isSaving ? 'Saving…' : 'Save'}
      </Button>
    </div>
  );
}
