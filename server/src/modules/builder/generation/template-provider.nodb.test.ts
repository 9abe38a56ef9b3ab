import { describe, expect, it } from 'vitest';
import { builderFixtures, composeCoverLetter, composeResumeSummary } from '@futurefund/core';
import { buildPrompt } from './prompt';
import { templateProvider } from './template-provider';

const { profiles, resumes, opportunities } = builderFixtures;

async function written(
  kind: 'resume_summary' | 'cover_letter',
  facts: ReturnType<typeof builderFixtures.facts>,
) {
  const parts: string[] = [];
  const signal = new AbortController().signal;
  for await (const part of templateProvider.write(buildPrompt(kind, facts, ''), facts, kind, signal))
    parts.push(part);
  return parts;
}

describe('the built-in template composer as a provider', () => {
  it.each(Object.entries(profiles))(
    'streams the composed summary for the %s profile',
    async (_name, profile) => {
      const facts = builderFixtures.facts(profile, resumes.full, null);
      const parts = await written('resume_summary', facts);
      expect(parts.join('')).toBe(composeResumeSummary(facts));
      expect(parts.every((part) => part.length > 0)).toBe(true);
    },
  );

  it('streams a cover letter in several pieces, paragraphs intact', async () => {
    const facts = builderFixtures.facts(profiles.full, resumes.full, opportunities.internship);
    const parts = await written('cover_letter', facts);
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.join('')).toBe(composeCoverLetter({ ...facts, opportunity: opportunities.internship }));
  });

  it('stops when the request is aborted', async () => {
    const facts = builderFixtures.facts(profiles.full, resumes.full, opportunities.scholarship);
    const abort = new AbortController();
    const parts: string[] = [];
    for await (const part of templateProvider.write(
      buildPrompt('cover_letter', facts, ''),
      facts,
      'cover_letter',
      abort.signal,
    )) {
      parts.push(part);
      abort.abort();
    }
    expect(parts).toHaveLength(1);
  });
});
