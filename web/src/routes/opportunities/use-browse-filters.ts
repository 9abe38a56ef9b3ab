import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyPatch,
  clearAllPatch,
  parseBrowseSearch,
  type BrowseFilters,
  type FilterKey,
  type FilterPatch,
} from './browse-url';

export type UpdateFilters = (patch: FilterPatch, options?: { replace?: boolean }) => void;

/**
 * The browse filters read from and written to the URL. Discrete choices push a history entry so
 * Back undoes them; typing replaces the current entry so Back is not one step per keystroke.
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Same filters, same object: a URL change that means nothing new (a trailing space in the search
  // text) must not look like a new browse state to the results' effects.
  const filtersJson = JSON.stringify(parseBrowseSearch(searchParams));
  const filters = useMemo(() => JSON.parse(filtersJson) as BrowseFilters, [filtersJson]);

  // Writes the router has not shown yet. Two debounced fields can write before the next render;
  // each must build on the other's URL, not on the one this render saw, or a change is lost.
  const pending = useRef<string[]>([]);
  const shown = searchParams.toString();
  useEffect(() => {
    const index = pending.current.indexOf(shown);
    // A URL we did not write (Back, a link) replaces whatever was queued.
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [shown]);

  const update = useCallback<UpdateFilters>(
    (patch, { replace = false } = {}) => {
      const base = new URLSearchParams(pending.current.at(-1) ?? shown);
      const next = applyPatch(base, patch);
      pending.current.push(next.toString());
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams, shown],
  );
  const clearAll = useCallback(() => update(clearAllPatch()), [update]);
  /** What the URL says for a text field, untrimmed and even when invalid, so inputs show it as typed. */
  const rawValue = useCallback((key: FilterKey) => searchParams.get(key) ?? '', [searchParams]);

  return { filters, update, clearAll, rawValue };
}
