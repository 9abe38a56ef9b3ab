import { X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import type { BrowseFilters } from '../browse-url';
import { activeFilters } from '../filter-labels';
import type { UpdateFilters } from '../use-browse-filters';

type ActiveFiltersProps = {
  filters: BrowseFilters;
  update: UpdateFilters;
  onClearAll: () => void;
};

/** The active-filter badge bar (product §2): each badge removes its filter; Clear All removes them all. */
export function ActiveFilters({ filters, update, onClearAll }: ActiveFiltersProps) {
  const clearAllRef = useRef<HTMLButtonElement>(null);
  const active = activeFilters(filters);
  if (active.length === 0) return null;

  function handleRemove(index: number) {
    // The pressed badge disappears; keep keyboard users in the bar (Clear All stays while any
    // remain). Removing the last one is Clear All, which moves focus to the search box.
    if (active.length === 1) return onClearAll();
    update(active[index]!.remove);
    clearAllRef.current?.focus();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {active.map(({ key, label }, index) => (
          <li key={key}>
            <button
              type="button"
              aria-label={`Remove filter: ${label}`}
              onClick={() => handleRemove(index)}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary py-1 pr-2 pl-3 text-xs font-medium break-all text-secondary-foreground hover:bg-secondary/80"
            >
              {label}
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <Button ref={clearAllRef} variant="link" size="sm" className="px-2" onClick={onClearAll}>
        Clear All
      </Button>
    </div>
  );
}
