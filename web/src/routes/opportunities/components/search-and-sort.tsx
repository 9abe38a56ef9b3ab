import { browseSorts, type BrowseSort } from '@futurefund/core';
import { Search } from 'lucide-react';
import { useId, type Ref } from 'react';
import { NativeSelect } from '../../../components/ui/native-select';
import { isAmountSort, type BrowseFilters } from '../browse-url';
import type { UpdateFilters } from '../use-browse-filters';
import { DebouncedInput } from './debounced-input';

const sortLabels: Record<BrowseSort, string> = {
  relevance: 'Relevance',
  deadline: 'Deadline',
  'amount-high': 'Amount: High to Low',
  'amount-low': 'Amount: Low to High',
  newest: 'Newest',
};

type SearchAndSortProps = {
  filters: BrowseFilters;
  searchText: string;
  update: UpdateFilters;
  searchRef: Ref<HTMLInputElement>;
  resetSignal: unknown;
};

/** The search box and sort selector above the chips. */
export function SearchAndSort({ filters, searchText, update, searchRef, resetSignal }: SearchAndSortProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div role="search" className="grid flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Search opportunities
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <DebouncedInput
            ref={searchRef}
            id={id}
            type="search"
            resetSignal={resetSignal}
            className="pl-9"
            placeholder="Title, tag, major, location…"
            value={searchText}
            onCommit={(q) => update({ q }, { replace: true })}
          />
        </div>
      </div>
      <SortSelect filters={filters} update={update} />
    </div>
  );
}

function SortSelect({ filters, update }: Pick<SearchAndSortProps, 'filters' | 'update'>) {
  const id = useId();
  // Internships have no award amount, so amount sorts are offered for scholarships only (product §9).
  const sorts = browseSorts.filter((sort) => filters.type !== 'internships' || !isAmountSort(sort));
  return (
    <div className="grid gap-1.5 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium">
        Sort by
      </label>
      <NativeSelect id={id} value={filters.sort} onChange={(event) => update({ sort: event.target.value })}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
