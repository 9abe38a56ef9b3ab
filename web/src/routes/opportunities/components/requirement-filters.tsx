import { Field } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCampuses } from '../api/campuses';
import type { BrowseFilters } from '../browse-url';
import { essayLabels } from '../filter-labels';
import type { UpdateFilters } from '../use-browse-filters';
import { CheckboxField } from './checkbox-field';

type RequirementFiltersProps = { filters: BrowseFilters; update: UpdateFilters };

/** University/Campus (product §9): the campus tags the catalog has, fetched when the panel first opens. */
export function CampusFilter({ filters, update }: RequirementFiltersProps) {
  const campuses = useCampuses();
  const options = campuses.data ?? [];
  // A campus from a shared link stays selectable while (or if) the list has not loaded.
  const choices =
    filters.campus && !options.includes(filters.campus) ? [filters.campus, ...options] : options;
  return (
    <Field
      label="University/Campus"
      hint={campuses.isError ? 'Campus list unavailable right now' : undefined}
    >
      {(control) => (
        <NativeSelect
          {...control}
          value={filters.campus ?? ''}
          onChange={(event) => update({ campus: event.target.value })}
        >
          <option value="">All campuses</option>
          {choices.map((campus) => (
            <option key={campus} value={campus}>
              {campus}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

export function RequirementFilters({ filters, update }: RequirementFiltersProps) {
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1.5 text-sm font-medium">Requirements</legend>
      {/* Product §4: the two essay boxes are exclusive; checking one unchecks the other. */}
      {(['required', 'none'] as const).map((essay) => (
        <CheckboxField
          key={essay}
          label={essayLabels[essay]}
          checked={filters.essay === essay}
          onCheckedChange={(checked) => update({ essay: checked ? essay : undefined })}
        />
      ))}
      <CheckboxField
        label="Include closed opportunities"
        checked={filters.includeClosed === true}
        onCheckedChange={(checked) => update({ includeClosed: checked ? 'true' : undefined })}
      />
    </fieldset>
  );
}
