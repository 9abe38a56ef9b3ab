import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSourceFor, unroutedPageModules } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

describe('page modules', () => {
  it('names the module of the page each path shows, from the web root', () => {
    expect(pageSourceFor('/')).toBe('src/routes/home/home-page.tsx');
    expect(pageSourceFor('/about')).toBe('src/routes/about/about-page.tsx');
    expect(pageSourceFor('/opportunities')).toBe('src/routes/opportunities/opportunities-page.tsx');
    expect(pageSourceFor('/scholarships/13')).toBe(
      'src/routes/opportunity-detail/scholarship-detail-page.tsx',
    );
    // Behind a guard, and the catch-all.
    expect(pageSourceFor('/dashboard')).toBe('src/routes/dashboard/dashboard-page.tsx');
    expect(pageSourceFor('/no/such/page')).toBe('src/app/errors/not-found-page.tsx');
    // A redirect shows no page of its own.
    expect(pageSourceFor('/applications')).toBeUndefined();
  });

  it('names files that exist', () => {
    for (const pathname of ['/', '/about', '/opportunities', '/internships/2', '/profile', '/x']) {
      expect(fs.existsSync(path.join(webRoot, pageSourceFor(pathname)!))).toBe(true);
    }
  });

  it('routes every page module it loads, so none is built as a stray chunk', () => {
    expect(unroutedPageModules()).toEqual([]);
  });
});
