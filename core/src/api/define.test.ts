import { describe, expect, it } from 'vitest';
import { allEndpoints, applicationsApi, authApi, endpointUrl, systemApi } from './index';

describe('core endpoints', () => {
  it('adds the codes every endpoint of its kind can answer to the declared ones', () => {
    expect(systemApi.health.errors).not.toContain('UNAUTHENTICATED');
    expect(systemApi.health.errors).not.toContain('FORBIDDEN');
    expect(applicationsApi.update.errors).toEqual(
      expect.arrayContaining([
        'VALIDATION_ERROR',
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'PREMIUM_REQUIRED',
      ]),
    );
    expect(applicationsApi.createCalendarFeed.errors).not.toContain('PREMIUM_REQUIRED');
  });

  it('defaults the success status from the answer', () => {
    expect(applicationsApi.remove.status).toBe(204);
    expect(authApi.register.status).toBe(201);
    expect(authApi.login.status).toBe(200);
    expect(applicationsApi.exportCsv.status).toBe(200);
  });

  it('builds URLs with encoded path parameters and query values', () => {
    expect(endpointUrl(applicationsApi.history, { params: { id: 12 } })).toBe('/api/applications/12/history');
    expect(endpointUrl(applicationsApi.calendarFeed, { params: { token: 'a/b' } })).toBe(
      '/api/calendar/a%2Fb.ics',
    );
    expect(() => endpointUrl(applicationsApi.history, { params: {} as { id: number } })).toThrow(/"id"/);
  });

  it('declares each method and path once', () => {
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
