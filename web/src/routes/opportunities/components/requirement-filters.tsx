import type { BrowseFilters } from '../browse-url';
import { essayLabels } from '../filter-labels';
import type { UpdateFilters } from '../use-browse-filters';
import { CheckboxField } from './checkbox-field';

type RequirementFiltersProps = { filters: BrowseFilters; update: UpdateFilters };

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
