import { describe, expect, it } from 'vitest';
import { documentTitle, truncateDescription } from './page-meta';
import { opportunitiesTitle, pageMetaByRoute, pageMetaFor } from './page-meta-table';
import { pageRouteName, routePatterns, type RouteName } from './routes';

describe('page meta', () => {
  it('titles pages "X · FutureFund" and Home with the tagline', () => {
    expect(documentTitle('About')).toBe('About · FutureFund');
    expect(documentTitle()).toBe('FutureFund — Funding Dreams, Fueling Futures');
    expect(pageMetaFor('home').title).toBeUndefined();
  });

  it('names Browse after a type preset, and only a known one', () => {
    expect(opportunitiesTitle('scholarships')).toBe('Scholarships');
    expect(opportunitiesTitle('internships')).toBe('Internships');
    expect(opportunitiesTitle('all')).toBe('Browse Opportunities');
    expect(opportunitiesTitle('<script>')).toBe('Browse Opportunities');
    expect(opportunitiesTitle(null)).toBe('Browse Opportunities');
  });

  it('keeps private and e-mailed-link pages out of search engines and out of the sitemap', () => {
    for (const route of [
      'dashboard',
      'profile',
      'admin',
      'builder',
      'contributorDashboard',
      'submitOpportunity',
      'resetPassword',
      'unsubscribe',
      'emailPreview',
      'emailOutbox',
    ] as RouteName[]) {
      expect(pageMetaFor(route).noindex, route).toBe(true);
      expect(pageMetaFor(route).inSitemap, route).toBeFalsy();
    }
    for (const route of ['home', 'about', 'opportunities'] as RouteName[])
      expect(pageMetaFor(route), route).toMatchObject({ inSitemap: true });
  });

  it('has words for every route of today, each description short enough for a search result', () => {
    for (const route of Object.keys(routePatterns) as RouteName[]) {
      const meta = pageMetaByRoute[route];
      expect(meta, route).toBeDefined();
      expect(meta!.description.length, route).toBeLessThanOrEqual(160);
    }
  });

  it('cuts text as browse cards do', () => {
    expect(truncateDescription('a'.repeat(121))).toBe(`${'a'.repeat(120)}...`);
    expect(truncateDescription('a'.repeat(120))).toBe('a'.repeat(120));
    expect(truncateDescription(null)).toBe('');
  });
});

describe('pageRouteName', () => {
  it('names the route a path matches, as the router does', () => {
    expect(pageRouteName('/')).toBe('home');
    expect(pageRouteName('/About/')).toBe('about');
    expect(pageRouteName('/scholarships/12')).toBe('scholarshipDetail');
    expect(pageRouteName('/internships/abc')).toBe('internshipDetail');
    expect(pageRouteName('/email-preview/x1')).toBe('emailPreview');
    expect(pageRouteName('/scholarships/12/extra')).toBeNull();
    expect(pageRouteName('/nope')).toBeNull();
  });
});
