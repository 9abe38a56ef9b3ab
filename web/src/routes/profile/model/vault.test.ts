import { describe, expect, it } from 'vitest';
import { nameFromFile, vaultUsage } from './vault';

describe('vaultUsage', () => {
  it('adds the known sizes against the 50 MB quota, capped at 100 %', () => {
    expect(vaultUsage([])).toEqual({ used: 0, percent: 0, text: '0 bytes of 50.0 MB used' });
    expect(vaultUsage([{ size: 25 * 1024 * 1024 }, { size: null }])).toEqual({
      used: 25 * 1024 * 1024,
      percent: 50,
      text: '25.0 MB of 50.0 MB used',
    });
    expect(vaultUsage([{ size: 60 * 1024 * 1024 }]).percent).toBe(100);
  });
});

describe('nameFromFile', () => {
  it('drops only the last extension', () => {
    expect(nameFromFile('essay.final.docx')).toBe('essay.final');
    expect(nameFromFile('README')).toBe('README');
    expect(nameFromFile('.txt')).toBe('.txt');
  });
});
