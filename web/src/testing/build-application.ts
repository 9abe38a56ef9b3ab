import type { Application, ApplicationCard } from '@futurefund/core';

/** A complete GET /api/applications item; tests override what they are about. */
export function buildCard(overrides: Partial<ApplicationCard> = {}): ApplicationCard {
  const id = overrides.id ?? 1;
  return {
    id,
    userId: 1,
    opportunityId: 100 + id,
    opportunityType: 'scholarship',
    status: 'interested',
    notes: null,
    dateApplied: null,
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
    title: `Application ${id}`,
    type: 'scholarship',
    awardAmount: '$1,000',
    company: null,
    organization: null,
    deadline: null,
    tags: [],
    documents: [],
    ...overrides,
  };
}

/** What PATCH /api/applications/{id} answers: the application without the card fields. */
export function applicationOf(card: ApplicationCard, changes: Partial<Application> = {}): Application {
  const { id, userId, opportunityId, opportunityType, status, notes, dateApplied, createdAt } = card;
  return {
    id,
    userId,
    opportunityId,
    opportunityType,
    status,
    notes,
    dateApplied,
    createdAt,
    updatedAt: '2026-06-01T12:00:00.000Z',
    ...changes,
  };
}
