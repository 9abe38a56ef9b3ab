import { describe, expect, it } from 'vitest';
import { isPageRoute, routePatterns } from './routes';

describe('isPageRoute', () => {
  it('knows every page pattern, with any value for a parameter', () => {
    for (const pattern of Object.values(routePatterns))
      expect(isPageRoute(pattern.replace(':id', '42')), pattern).toBe(true);
    expect(isPageRoute('/scholarships/not-a-number')).toBe(true);
    expect(isPageRoute('/dashboard/')).toBe(true);
    expect(isPageRoute('/About')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of ['/nope', '/scholarships', '/internships/1/2', '/api', '/dashboard/extra'])
      expect(isPageRoute(path), path).toBe(false);
  });
});
