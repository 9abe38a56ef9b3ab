import { describe, expect, it } from 'vitest';
import { deletedSummary } from './deleted-summary';

const nothing = {
  account: true as const,
  profile: false,
  applications: 0,
  applicationHistory: 0,
  documents: 0,
  applicationDocuments: 0,
  recommendations: 0,
  feedback: 0,
  sessions: 0,
  anonymisedSubmissions: 0,
};

describe('deletedSummary', () => {
  it('names only the kinds that had something, in singular or plural', () => {
    expect(deletedSummary(nothing)).toBe('Deleted: your account.');
    expect(deletedSummary({ ...nothing, documents: 1, recommendations: 4, feedback: 2 })).toBe(
      'Deleted: your account, 1 document, 4 recommendations, 2 reactions.',
    );
  });

  it('says that posted opportunities stay listed without the name', () => {
    expect(deletedSummary({ ...nothing, anonymisedSubmissions: 1 })).toBe(
      'Deleted: your account. 1 opportunity you posted stays listed without your name.',
    );
    expect(deletedSummary({ ...nothing, anonymisedSubmissions: 3 })).toBe(
      'Deleted: your account. 3 opportunities you posted stay listed without your name.',
    );
  });
});
