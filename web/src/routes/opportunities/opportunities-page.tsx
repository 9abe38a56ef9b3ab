import { opportunitiesTitle, pageMetaFor } from '@futurefund/core';
import { useRef, useState } from 'react';
import { ActiveFilters } from './components/active-filters';
import { AdvancedFilters } from './components/advanced-filters';
import { BrowseResults } from './components/browse-results';
import { QuickChips } from './components/quick-chips';
import { SearchAndSort } from './components/search-and-sort';
import { useBrowseFilters } from './use-browse-filters';
import { useBrowseResults } from './api/browse-opportunities';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Browse (product §2): the URL holds the filters and the Load More depth; results come 12 at a
 * time from the server.
 */
export default function OpportunitiesPage() {
  const { filters, shown, update, clearAll, showMore, rawValue } = useBrowseFilters();
  // A type preset names the page ("Scholarships"); the canonical URL stays /opportunities.
  usePageMeta({ ...pageMetaFor('opportunities'), title: opportunitiesTitle(filters.type) });
  const results = useBrowseResults(filters, shown);
  const searchRef = useRef<HTMLInputElement>(null);
  // Counts Clear All presses, so text fields also drop typing that was not written yet.
  const [clearCount, setClearCount] = useState(0);

  function handleClearAll() {
    clearAll();
    setClearCount((count) => count + 1);
    // The button pressed may vanish with the filters; the search box is where to start again.
    searchRef.current?.focus();
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-5 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Browse Opportunities</h1>
        <p className="text-muted-foreground">
          Scholarships, grants, fellowships and internships in one place.
        </p>
      </header>
      <SearchAndSort
        filters={filters}
        searchText={rawValue('q')}
        update={update}
        searchRef={searchRef}
        resetSignal={clearCount}
      />
      <QuickChips filters={filters} update={update} />
      <AdvancedFilters filters={filters} rawValue={rawValue} update={update} resetSignal={clearCount} />
      <ActiveFilters filters={filters} update={update} onClearAll={handleClearAll} />
      <BrowseResults results={results} onClearAll={handleClearAll} onShowMore={showMore} />
    </div>
  );
}
