import type { ReactNode } from 'react';

type CheckboxFieldProps = { label: ReactNode; checked: boolean; onCheckedChange: (checked: boolean) => void };

/** A native checkbox inside its label, so the whole text is a click target. */
export function CheckboxField({ label, checked, onCheckedChange }: CheckboxFieldProps) {
  return (
    <label className="flex min-h-9 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-primary"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
