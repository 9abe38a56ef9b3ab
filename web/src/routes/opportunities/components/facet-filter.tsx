import type { FacetOption, OpportunityFacets } from '@futurefund/core';
import { Field } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/native-select';
import { useFacets } from '../api/facets';
import type { BrowseFilters } from '../browse-url';
import type { UpdateFilters } from '../use-browse-filters';

type FacetKey = 'campus' | 'major';

const fields: Record<
  FacetKey,
  { label: string; anyLabel: string; unavailable: string; facet: keyof OpportunityFacets; showCount: boolean }
> = {
  // A campus count is what browse finds for it; a major's is not (listings open to every major
  // are found too, ADR 008), so majors show no number that the results would contradict.
  campus: {
    label: 'University/Campus',
    anyLabel: 'All campuses',
    unavailable: 'Campus list unavailable right now',
    facet: 'campuses',
    showCount: true,
  },
  major: {
    label: 'Major',
    anyLabel: 'Any major',
    unavailable: 'Major list unavailable right now',
    facet: 'majors',
    showCount: false,
  },
};

const byName = (a: FacetOption, b: FacetOption) => a.value.localeCompare(b.value);

type FacetFilterProps = { name: FacetKey; filters: BrowseFilters; update: UpdateFilters };

/**
 * A filter whose choices are the values open listings carry, so each one finds something
 * (fetched when the panel first opens). Once the answer says there are none, the filter is not
 * offered at all: it could not narrow anything.
 */
export function FacetFilter({ name, filters, update }: FacetFilterProps) {
  const facets = useFacets();
  const field = fields[name];
  const options = [...(facets.data?.[field.facet] ?? [])].sort(byName);
  const chosen = filters[name];
  if (facets.isSuccess && options.length === 0 && !chosen) return null;
  // A choice from a shared link stays selectable while (or if) the list does not hold it.
  const extra = chosen && !options.some((option) => option.value === chosen) ? [chosen] : [];
  return (
    <Field label={field.label} hint={facets.isError ? field.unavailable : undefined}>
      {(control) => (
        <NativeSelect
          {...control}
          value={chosen ?? ''}
          onChange={(event) => update({ [name]: event.target.value })}
        >
          <option value="">{field.anyLabel}</option>
          {extra.map((value) => (
            <option key={value}>{value}</option>
          ))}
          {options.map(({ value, count }) => (
            <option key={value} value={value}>
              {field.showCount ? `${value} (${count})` : value}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
