import { deadlineWindows, filterEducationLevels } from '@futurefund/core';
import { Field } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import type { FilterKey } from '../browse-url';
import { deadlineLabels } from '../filter-labels';
import type { AdvancedFiltersProps } from './advanced-filters';
import { DebouncedInput } from './debounced-input';

/** Deadline window and education level: discrete choices, so each change is a history entry. */
export function ChoiceFilters({ filters, update }: AdvancedFiltersProps) {
  return (
    <>
      <Field label="Deadline">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.deadline}
            onChange={(e) => update({ deadline: e.target.value })}
          >
            {deadlineWindows.map((window) => (
              <option key={window} value={window}>
                {deadlineLabels[window]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Education level">
        {(control) => (
          <NativeSelect
            {...control}
            value={filters.educationLevel ?? 'Any'}
            onChange={(e) => update({ educationLevel: e.target.value })}
          >
            {filterEducationLevels.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </>
  );
}

const amountLabels = { minAmount: 'Minimum award ($)', maxAmount: 'Maximum award ($)' } as const;

/** GPA and award range: typed, so they are written when typing pauses. */
export function TypedFilters({ filters, rawValue, update, resetSignal }: AdvancedFiltersProps) {
  // A typed number the contract refuses is ignored by the search; say so next to the field.
  const error = (key: FilterKey, message: string) =>
    rawValue(key).trim() !== '' && filters[key] === undefined ? message : undefined;
  const typed = (key: FilterKey) => ({
    value: rawValue(key),
    resetSignal,
    onCommit: (value: string) => update({ [key]: value }, { replace: true }),
  });
  return (
    <>
      <Field label="Minimum GPA" hint="0 to 5" error={error('minGpa', 'Enter a GPA between 0 and 5')}>
        {(control) => (
          <DebouncedInput
            {...control}
            {...typed('minGpa')}
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
          />
        )}
      </Field>
      {(['minAmount', 'maxAmount'] as const).map((key) => (
        <Field key={key} label={amountLabels[key]} error={error(key, 'Enter a whole dollar amount')}>
          {(control) => (
            <DebouncedInput
              {...control}
              {...typed(key)}
              type="number"
              inputMode="numeric"
              min={0}
              step={100}
            />
          )}
        </Field>
      ))}
    </>
  );
}
