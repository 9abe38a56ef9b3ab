import { Field } from '../../../components/ui/form-field';
import type { BrowseFilters } from '../browse-url';
import type { UpdateFilters } from '../use-browse-filters';
import { CheckboxField } from './checkbox-field';
import { DebouncedInput } from './debounced-input';

type LocationFilterProps = {
  filters: BrowseFilters;
  locationText: string;
  update: UpdateFilters;
  resetSignal: unknown;
};

/**
 * Product §4 location modes: all, remote only, or a specific place. Ticking Remote only clears the
 * place; unticking returns to all; typing a place leaves remote mode; clearing it returns to all.
 */
export function LocationFilter({ filters, locationText, update, resetSignal }: LocationFilterProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Location</legend>
      <CheckboxField
        label="Remote only"
        checked={filters.remote === true}
        onCheckedChange={(checked) =>
          update(checked ? { remote: 'true', location: undefined } : { remote: undefined })
        }
      />
      <Field label="Specific location" hint="City, state or country">
        {(control) => (
          <DebouncedInput
            {...control}
            autoComplete="off"
            // Remote mode has no place: the box is empty and unsent typing is dropped with it.
            value={filters.remote ? '' : locationText}
            resetSignal={`${String(resetSignal)}-${filters.remote === true}`}
            onCommit={(location) => update({ location, remote: undefined }, { replace: true })}
          />
        )}
      </Field>
    </fieldset>
  );
}
