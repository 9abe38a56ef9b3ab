import type { BrowseChip, BrowseType } from '@futurefund/core';
import { cn } from '../../../lib/utils';
import { isAmountSort, type BrowseFilters, type FilterPatch } from '../browse-url';
import { chipLabels } from '../filter-labels';
import type { UpdateFilters } from '../use-browse-filters';

type Chip = { label: string; pressed: boolean; patch: FilterPatch };

// ADR 020: the six chips are one choice. Pressing one replaces whichever was pressed (type or
// audience alike); pressing the pressed one returns to All.
function typeChip(label: string, type: Exclude<BrowseType, 'all'>, filters: BrowseFilters): Chip {
  const pressed = filters.type === type;
  // Internships have no amount sort; leaving it set would sort by nothing.
  const dropsSort = type === 'internships' && isAmountSort(filters.sort);
  return {
    label,
    pressed,
    patch: { type: pressed ? undefined : type, chip: undefined, ...(dropsSort ? { sort: undefined } : {}) },
  };
}

function audienceChip(label: string, chip: BrowseChip, filters: BrowseFilters): Chip {
  const pressed = filters.chip === chip;
  return { label, pressed, patch: { type: undefined, chip: pressed ? undefined : chip } };
}

/** The six quick chips of product §2, exactly one of them pressed. */
export function chipsFor(filters: BrowseFilters): Chip[] {
  return [
    {
      label: 'All',
      pressed: filters.type === 'all' && !filters.chip,
      patch: { type: undefined, chip: undefined },
    },
    typeChip('Scholarships', 'scholarships', filters),
    typeChip('Internships', 'internships', filters),
    ...(Object.entries(chipLabels) as [BrowseChip, string][]).map(([chip, label]) =>
      audienceChip(label, chip, filters),
    ),
  ];
}

export function QuickChips({ filters, update }: { filters: BrowseFilters; update: UpdateFilters }) {
  return (
    <div role="group" aria-label="Quick filters" className="flex flex-wrap gap-2">
      {chipsFor(filters).map(({ label, pressed, patch }) => (
        <button
          key={label}
          type="button"
          aria-pressed={pressed}
          onClick={() => update(patch)}
          className={cn(
            'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
            pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
