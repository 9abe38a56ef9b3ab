import type { AccessInfo, OpportunityListItem, PublicUser } from '@futurefund/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { App } from '../../app/app';
import { createAppMemoryRouter } from '../../app/app-router';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { createQueryClient } from '../../lib/query-client';
import { installFakeApi, json, type RecordedRequest } from '../../testing/fake-api';
import { buildAccess, buildScholarship } from './detail-fixtures';
import { isLimited, type DetailAnswer } from './detail-model';

export * from './detail-fixtures';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

type DetailOptions = {
  detail?: DetailAnswer;
  user?: PublicUser | null;
  access?: AccessInfo;
  /** The profile view's answer; by default what the server answers for `detail` (ADR 018). */
  view?: AccessInfo;
  similar?: OpportunityListItem[];
  routes?: Record<string, Handler>;
  strict?: boolean;
};

/**
 * The real route table at `path` against a fake server that has `detail` (plus its similar list
 * and the access calls). `detail` may be a limited answer (ADR 018). `strict` renders under
 * StrictMode, as development builds run.
 */
export function renderDetail(path: string, options: DetailOptions = {}) {
  const { detail = buildScholarship(), access = buildAccess(), similar = [] } = options;
  const viewAnswer =
    options.view ?? (isLimited(detail) ? buildAccess({ hasAccess: false, viewsUsed: 3 }) : access);
  installDialogPolyfill();
  const base = detail.type === 'scholarship' ? '/api/scholarships' : '/api/internships';
  const api = installFakeApi({
    user: options.user ?? null,
    routes: {
      [`GET ${base}/${detail.id}`]: () => json(detail),
      [`GET /api/opportunities/similar?type=${detail.type}&id=${detail.id}`]: () => json(similar),
      'POST /api/check-access': () => json(access),
      'POST /api/use-profile-view': () => json(viewAnswer),
      ...options.routes,
    },
  });
  const router = createAppMemoryRouter([path]);
  const app = <App router={router} queryClient={createQueryClient()} />;
  const view = render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return { api, router, user: userEvent.setup(), ...view };
}

/**
 * Waits for the page's h1. The first test of a file also waits for the lazy route chunk to
 * compile, which can pass the default 1 s.
 */
export const findTitle = () => screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
