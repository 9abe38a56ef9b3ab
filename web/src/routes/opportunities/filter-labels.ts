import type { BrowseChip, DeadlineWindow } from '@futurefund/core';
import type { BrowseFilters, FilterKey, FilterPatch } from './browse-url';

export const chipLabels: Record<BrowseChip, string> = {
  'women-in-stem': 'Women in STEM',
  'first-gen': 'First-Gen Friendly',
  minority: 'Minority Scholarships',
};

export const deadlineLabels: Record<DeadlineWindow, string> = {
  all: 'All',
  '30days': 'Next 30 days',
  '60days': 'Next 60 days',
  '90days': 'Next 90 days',
};

export const essayLabels = { required: 'Essay Required', none: 'No Essay' } as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** How each active filter reads on its badge; undefined when the filter is not set. */
const badgeLabels: { [K in FilterKey]?: (value: NonNullable<BrowseFilters[K]>) => string } = {
  q: (q) => `Search: ${q}`,
  type: (type) => (type === 'scholarships' ? 'Scholarships' : 'Internships'),
  chip: (chip) => chipLabels[chip],
  deadline: (deadline) => `Deadline: ${deadlineLabels[deadline]}`,
  educationLevel: (level) => `Education: ${level}`,
  minGpa: (gpa) => `Minimum GPA: ${gpa}`,
  major: (major) => `Major: ${major}`,
  minAmount: (amount) => `Award from ${usd.format(amount)}`,
  maxAmount: (amount) => `Award up to ${usd.format(amount)}`,
  remote: () => 'Remote only',
  location: (location) => `Location: ${location}`,
  campus: (campus) => `Campus: ${campus}`,
  essay: (essay) => essayLabels[essay],
  includeClosed: () => 'Including closed',
};

export type ActiveFilter = { key: FilterKey; label: string; remove: FilterPatch };

/** The badge bar's entries, in URL order; the sort order is a view choice and has no badge. */
export function activeFilters(filters: BrowseFilters): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  for (const [key, describe] of Object.entries(badgeLabels) as [FilterKey, (value: unknown) => string][]) {
    const value = filters[key];
    if (value === undefined || value === 'all' || value === false) continue;
    // The chip badge also drops a type an older link carried beside it (ADR 020: one chip).
    const remove = key === 'chip' ? { chip: undefined, type: undefined } : { [key]: undefined };
    active.push({ key, label: describe(value), remove });
  }
  return active;
}
