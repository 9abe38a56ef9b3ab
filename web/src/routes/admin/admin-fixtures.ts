import type { AdminDataSource, AdminOverview, AuditEntry, RefreshStatus } from '@futurefund/core';
import { json } from '../../testing/fake-api';

// Answers of the admin endpoints, as the server sends them, for the console's unit tests.

export const overview: AdminOverview = {
  scholarships: { open: 1200, stored: 1500 },
  internships: { open: 340, stored: 400 },
};

export const source = (overrides: Partial<AdminDataSource> = {}): AdminDataSource => ({
  id: 1,
  name: 'Feed A',
  description: null,
  sourceType: 'job_board',
  origin: 'remote',
  frequency: 'daily',
  schedule: '0 9 * * *',
  isActive: true,
  openListings: 42,
  lastRun: {
    status: 'completed',
    startTime: '2026-11-20T09:00:00.000Z',
    endTime: '2026-11-20T09:01:00.000Z',
    totalFound: 50,
    newAdded: 3,
    updated: 2,
    removed: 1,
    error: null,
  },
  ...overrides,
});

export const idleStatus: RefreshStatus = { running: false, sourcesTotal: 2, job: null, runs: [] };

export const runningStatus: RefreshStatus = {
  running: true,
  sourcesTotal: 2,
  job: { id: 9, status: 'running', startedAt: '2026-11-24T10:00:00.000Z', finishedAt: null, error: null },
  runs: [
    {
      sourceName: 'Feed A',
      status: 'completed',
      totalFound: 10,
      newAdded: 4,
      updated: 1,
      removed: 0,
      error: null,
      startTime: '2026-11-24T10:00:00.000Z',
      endTime: '2026-11-24T10:00:05.000Z',
    },
    {
      sourceName: 'Feed B',
      status: 'running',
      totalFound: 0,
      newAdded: 0,
      updated: 0,
      removed: 0,
      error: null,
      startTime: '2026-11-24T10:00:05.000Z',
      endTime: null,
    },
  ],
};

export const auditEntry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-24T10:00:00.000Z',
  admin: 'root',
  action: 'premium.grant',
  target: 'ada',
  reason: 'Programme winner',
  details: { days: 30 },
  ...overrides,
});

/** The reads every Opportunity Data render makes. */
export const dataTabRoutes = {
  'GET /api/admin/overview': () => json(overview),
  'GET /api/admin/data-sources': () =>
    json([
      source(),
      source({ id: 2, name: 'Feed B', isActive: false, lastRun: null, origin: 'bundled', schedule: null }),
    ]),
  'GET /api/opportunities/refresh/status': () => json(idleStatus),
};
