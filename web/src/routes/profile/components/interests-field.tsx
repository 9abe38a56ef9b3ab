import { interestLabels } from '@futurefund/core';
import { FieldError } from '../../../components/ui/form-field';

type InterestsFieldProps = {
  values: string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
};

/** Product §2/§3: the ten interests as checkboxes; the API stores their labels. */
export function InterestsField({ values, onChange, error }: InterestsFieldProps) {
  const toggle = (label: string, checked: boolean) =>
    onChange(checked ? [...values, label] : values.filter((value) => value !== label));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'interests-error' : undefined}>
      <legend className="mb-1 text-sm font-medium">Interests</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {interestLabels.map((label) => (
          <label key={label} className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={values.includes(label)}
              onChange={(event) => toggle(label, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id="interests-error" message={error} />
    </fieldset>
  );
}
