import { remoteUrl } from '../opportunity-data/refresh-run';
import type { DataSourceListRow } from './admin.repo';

/**
 * Where a source is read from and whether the catalog schedule fetches it: remote sources only,
 * since bundled files change with a release (ADR 019). The one rule the admin console and the
 * public source list (GET /api/opportunities/sources) state.
 */
export function sourceSchedule(
  source: DataSourceListRow,
  catalogRefreshCron: string | null,
): { origin: 'remote' | 'bundled'; schedule: string | null } {
  const remote = remoteUrl(source) !== null;
  return { origin: remote ? 'remote' : 'bundled', schedule: remote ? catalogRefreshCron : null };
}
