import { describe, expect, it } from 'vitest';
import type { ListItemRow } from './list-item-sql';
import type { InternshipRow } from './detail.repo';
import { toInternshipDetail, toListItem } from './opportunities.presenter';

// Only the fields the assertions read; the type check of the full row is the presenter's own.
const listRow = {
  item: {
    id: 7,
    type: 'internship',
    organization: 'Acme',
    minGPA: 3.2,
    closed: false,
    description: 'x'.repeat(121),
    lastVerifiedAt: '2026-11-01T07:00:00.123456-05:00',
  },
  id: 7,
  typeRank: 1,
  titleHit: 0,
  thinRank: 0,
} as ListItemRow;

describe('opportunities presenter', () => {
  it("sends a list row's item without the sort helpers, its text cut and its time in ISO 8601", () => {
    const item = toListItem(listRow);
    expect(item).not.toHaveProperty('typeRank');
    expect(item).not.toHaveProperty('titleHit');
    expect(item).toMatchObject({ id: 7, organization: 'Acme', minGPA: 3.2, closed: false });
    expect(item.description).toBe(`${'x'.repeat(120)}...`);
    expect(item.lastVerifiedAt).toBe('2026-11-01T12:00:00.123Z');
    const unverified = toListItem({
      ...listRow,
      item: { ...listRow.item, lastVerifiedAt: null, description: null },
    });
    expect(unverified).toMatchObject({ lastVerifiedAt: null, description: null });
  });

  it('reads an internship deadline as applicationDeadline, else the published due date, and closedAt as closed', () => {
    const row = {
      id: 3,
      deadline: null,
      dueDate: 'Rolling',
      closedAt: new Date('2026-01-02T00:00:00Z'),
      lastVerifiedAt: null,
      lastSeenAt: new Date('2026-01-01T00:00:00Z'),
      createdAt: new Date('2025-12-01T00:00:00Z'),
    } as InternshipRow;
    expect(toInternshipDetail(row)).toMatchObject({
      type: 'internship',
      applicationDeadline: 'Rolling',
      closed: true,
      lastVerifiedAt: null,
      lastSeenAt: '2026-01-01T00:00:00.000Z',
    });
    expect(toInternshipDetail({ ...row, deadline: '2026-04-01' }).applicationDeadline).toBe('2026-04-01');
  });
});
