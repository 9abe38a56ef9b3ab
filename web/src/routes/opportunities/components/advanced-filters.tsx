import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { scrollKeyOf } from '../../../lib/browse-return';
import { cn } from '../../../lib/utils';
import { hasPanelFilter, type BrowseFilters, type FilterKey } from '../browse-url';
import type { UpdateFilters } from '../use-browse-filters';
import { ChoiceFilters, TypedFilters } from './eligibility-filters';
import { LocationFilter } from './location-filter';
import { FacetFilter } from './facet-filter';
import { RequirementFilters } from './requirement-filters';

export type AdvancedFiltersProps = {
  filters: BrowseFilters;
  rawValue: (key: FilterKey) => string;
  update: UpdateFilters;
  /** Changes on Clear All, so typing not yet written is dropped too. */
  resetSignal: unknown;
};

/**
 * Whether the panel was left open, per history entry (the page's scroll key). Kept in the tab's
 * session storage beside the scroll positions it has to fit, so a reload keeps it too.
 */
const openEntryKey = (entry: string) => `ff-advanced-filters-open:${entry}`;

function wasLeftOpen(entry: string): boolean {
  try {
    return sessionStorage.getItem(openEntryKey(entry)) === '1';
  } catch {
    return false;
  }
}

function rememberOpen(entry: string, isOpen: boolean) {
  try {
    if (isOpen) sessionStorage.setItem(openEntryKey(entry), '1');
    else sessionStorage.removeItem(openEntryKey(entry));
  } catch {
    // Storage may be full or disabled; the panel then simply starts closed on return.
  }
}

/**
 * Open when a link sets one of the panel's filters, or when this history entry was left with the
 * panel open: coming back shows the page as it was, so its scroll position fits again.
 */
function usePanelOpen(filters: BrowseFilters) {
  const entry = scrollKeyOf(useLocation());
  const [isOpen, setIsOpen] = useState(() => hasPanelFilter(filters) || wasLeftOpen(entry));
  useEffect(() => {
    rememberOpen(entry, isOpen);
  }, [entry, isOpen]);
  return [isOpen, setIsOpen] as const;
}

/** Product §2 "collapsible Advanced Filters"; open from the start when a shared link sets one of them. */
export function AdvancedFilters(props: AdvancedFiltersProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = usePanelOpen(props.filters);
  return (
    <div className="rounded-lg border">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-sm font-medium hover:bg-muted"
      >
        Advanced Filters
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {/* Rendered only when open, so the campus and major choices are fetched on first use. */}
      <div id={panelId} hidden={!isOpen} className="border-t p-4">
        {isOpen ? (
          <div className="grid gap-5 *:content-start sm:grid-cols-2 lg:grid-cols-3">
            <ChoiceFilters {...props} />
            <TypedFilters {...props} />
            <LocationFilter
              filters={props.filters}
              locationText={props.rawValue('location')}
              update={props.update}
              resetSignal={props.resetSignal}
            />
            <FacetFilter name="campus" filters={props.filters} update={props.update} />
            <FacetFilter name="major" filters={props.filters} update={props.update} />
            <RequirementFilters filters={props.filters} update={props.update} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
