import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** What a control needs to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: string;
  /** The validation message; shown under the control and announced when it appears. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  /** A fixed id for the control, for links that open the page at this field (`#field-gpa`). */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error, wired together by ids (aria-describedby, aria-invalid). */
export function Field({ label, error, hint, className, id: fixedId, children }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** role="alert" so the message is read out as it appears, not only when the field is focused. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
