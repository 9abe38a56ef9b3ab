import type { AccountDeleted } from '@futurefund/core';
import { describe, expect, it } from 'vitest';
import { deletedSummary } from './deleted-summary';

const nothing: AccountDeleted['deleted'] = {
  applications: 0,
  applicationHistory: 0,
  documents: 0,
  applicationDocuments: 0,
  recommendations: 0,
  recommendationEvents: 0,
  aiContent: 0,
  submissions: 0,
  sessions: 0,
  signInHistory: 0,
  calendarFeeds: 0,
  anonymisedListings: 0,
};

describe('deletedSummary', () => {
  it('names only the kinds that had something, in singular or plural', () => {
    expect(deletedSummary(nothing)).toBe('Deleted: your account and profile.');
    expect(deletedSummary({ ...nothing, documents: 1, recommendations: 4, recommendationEvents: 2 })).toBe(
      'Deleted: your account and profile, 1 document, 4 recommendations, 2 reactions and clicks.',
    );
  });

  it('says that posted opportunities stay listed without the name', () => {
    expect(deletedSummary({ ...nothing, anonymisedListings: 1 })).toBe(
      'Deleted: your account and profile. 1 opportunity you posted stays listed without your name.',
    );
    expect(deletedSummary({ ...nothing, anonymisedListings: 3 })).toBe(
      'Deleted: your account and profile. 3 opportunities you posted stay listed without your name.',
    );
  });
});
