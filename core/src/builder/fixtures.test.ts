import { describe, expect, it } from 'vitest';
import { resumeDocumentSchema } from '../contracts/builder';
import { builderFixtures } from './fixtures';

describe('builderFixtures', () => {
  it('holds resumes the contract accepts unchanged, so server tests can send them as they are', () => {
    for (const resume of Object.values(builderFixtures.resumes)) {
      expect(resumeDocumentSchema.parse(resume)).toEqual(resume);
    }
  });

  it('has one scholarship and one internship, and a UTC "today" of November 25, 2026', () => {
    const { scholarship, internship } = builderFixtures.opportunities;
    expect([scholarship.type, internship.type]).toEqual(['scholarship', 'internship']);
    expect(builderFixtures.today.toISOString().slice(0, 10)).toBe('2026-11-25');
  });
});
