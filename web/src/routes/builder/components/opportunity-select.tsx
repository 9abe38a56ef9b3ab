import { Link } from 'react-router';
import { Field } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { paths } from '../../../lib/paths';
import type { OpportunityChoice } from '../model/opportunity-choices';

/** A choice among the saved opportunities; with none saved it says so and links to browse. */
export function OpportunitySelect({
  label,
  choices,
  value,
  onChange,
  isLoading,
}: {
  label: string;
  choices: OpportunityChoice[];
  value: string;
  onChange: (key: string) => void;
  isLoading: boolean;
}) {
  if (isLoading) return <p className="text-sm text-muted-foreground">Loading your saved opportunities…</p>;
  if (choices.length === 0)
    return (
      <p className="text-sm">
        You have no saved opportunities yet.{' '}
        <Link to={paths.opportunities} className="text-primary underline underline-offset-4">
          Browse opportunities
        </Link>{' '}
        and save one to tailor to it.
      </p>
    );
  return (
    <Field label={label}>
      {(control) => (
        <NativeSelect {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose an opportunity</option>
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
