import { BROWSE_PAGE_SIZE } from '@futurefund/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyPatch,
  clearAllPatch,
  parseBrowseSearch,
  parseShown,
  withShown,
  type BrowseFilters,
  type FilterKey,
  type FilterPatch,
} from './browse-url';

export type UpdateFilters = (patch: FilterPatch, options?: { replace?: boolean }) => void;

/**
 * The browse state read from and written to the URL: the filters and how many cards Load More
 * revealed. Discrete choices push a history entry so Back undoes them; typing replaces the current
 * entry so Back is not one step per keystroke, and so does Load More (Back leaves the page, and
 * coming back shows as many cards as before).
 */
export function useBrowseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Same filters, same object: a URL change that means nothing new (a trailing space in the search
  // text) must not look like a new browse state to the results' effects.
  const filtersJson = JSON.stringify(parseBrowseSearch(searchParams));
  const filters = useMemo(() => JSON.parse(filtersJson) as BrowseFilters, [filtersJson]);
  const shown = parseShown(searchParams);

  // Writes the router has not shown yet. Two debounced fields can write before the next render;
  // each must build on the other's URL, not on the one this render saw, or a change is lost.
  const pending = useRef<string[]>([]);
  const current = searchParams.toString();
  useEffect(() => {
    const index = pending.current.indexOf(current);
    // A URL we did not write (Back, a link) replaces whatever was queued.
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [current]);

  const write = useCallback(
    (change: (base: URLSearchParams) => URLSearchParams, replace: boolean) => {
      const next = change(new URLSearchParams(pending.current.at(-1) ?? current));
      pending.current.push(next.toString());
      setSearchParams(next, { replace, preventScrollReset: true });
    },
    [setSearchParams, current],
  );
  const update = useCallback<UpdateFilters>(
    (patch, { replace = false } = {}) => write((base) => applyPatch(base, patch), replace),
    [write],
  );
  const clearAll = useCallback(() => update(clearAllPatch()), [update]);
  const showMore = useCallback(
    () => write((base) => withShown(base, parseShown(base) + BROWSE_PAGE_SIZE), true),
    [write],
  );
  /** What the URL says for a text field, untrimmed and even when invalid, so inputs show it as typed. */
  const rawValue = useCallback((key: FilterKey) => searchParams.get(key) ?? '', [searchParams]);

  return { filters, shown, update, clearAll, showMore, rawValue };
}
