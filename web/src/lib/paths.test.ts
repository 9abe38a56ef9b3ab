import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('safeNextPath (where to go after signing in)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/profile?tab=documents#vault', '/profile?tab=documents#vault'],
    ['/scholarships/12', '/scholarships/12'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/dashboard'],
    ['javascript:alert(1)'],
    ['/auth'],
    ['/auth?next=/auth'],
    // Paths the URL parser normalises into '//host' (protocol-relative) or that decode into one.
    ['/.//evil.com'],
    ['/./\\evil.com'],
    ['/%2F%2Fevil.com'],
    ['/..//evil.com'],
    ['/%2e%2e//evil.com'],
    ['/%5C%5Cevil.com'],
  ])('sends %j home instead', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('answers the normalised path, not the raw input', () => {
    expect(safeNextPath('/a/../dashboard')).toBe('/dashboard');
    expect(safeNextPath('/./profile?tab=documents')).toBe('/profile?tab=documents');
  });

  it('round-trips through the sign-in link builder', () => {
    const link = paths.signIn('/profile?tab=documents');
    expect(link).toBe('/auth?next=%2Fprofile%3Ftab%3Ddocuments');
    const next = new URL(link, 'https://futurefund.test').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/profile?tab=documents');
  });
});
