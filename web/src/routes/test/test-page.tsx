import { pageMetaFor, RECOMMENDATIONS_TEST_PAGE_LIMIT } from '@futurefund/core';
import { RecommendationsPanel } from '../../components/recommendations/recommendations-panel';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Product §2 /test: three recommendations with their reactions, for everyone. Visitors see the
 * built-in examples with a way to sign in (product §7).
 */
export default function TestPage() {
  usePageMeta(pageMetaFor('test'));
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Recommendations Test</h1>
        <p className="text-muted-foreground">
          Three recommendations as the dashboard shows them: the match score and why, and the reactions that
          teach the next ones.
        </p>
      </header>
      <RecommendationsPanel title="Recommended for you" limit={RECOMMENDATIONS_TEST_PAGE_LIMIT} />
    </div>
  );
}
