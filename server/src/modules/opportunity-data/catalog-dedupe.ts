import { isOpen } from '@futurefund/core';
import {
  comparable,
  sameCycle,
  sameOpportunity,
  similarPairs,
  titleSimilarity,
  type Comparable,
} from './dedupe-similarity';

// De-duplication within and across sources (ADR 016, ADR 063): listings with the same application
// address, or alike by the similarity rule (organisation, cycle, place, title words), form one
// group (union-find, so A~B by address and B~C by title is one group). The group shows one
// listing — open first, then the freshest verification, then the one stating the most, then the
// oldest — and records the other sources on it. Nothing is deleted: the others keep their rows
// and are marked duplicate_of the one shown; the applications on them move to it (the repo).

export interface DedupeCandidate {
  id: number;
  title: string;
  /** The provider (scholarships) or company (internships). */
  organisation: string | null;
  location: string | null;
  season: string | null;
  isRemote: boolean;
  urlKey: string | null;
  sourceName: string | null;
  closed: boolean;
  deadline: string | null;
  seasonEndsOn: string | null;
  textEndsOn: string | null;
  lastVerifiedAt: Date | null;
  /** How many of deadline, description, award or pay, and eligibility it states (0-4). */
  richness: number;
  duplicateOf: number | null;
  alsoListedBy: string[];
}

export interface DedupeChange {
  id: number;
  duplicateOf: number | null;
  alsoListedBy: string[];
}

const comparableOf = (row: DedupeCandidate): Comparable => comparable({ ...row, source: row.sourceName });

/**
 * Groups by address, then by similarity, most alike pairs first. Two groups are never joined
 * when that would put together listings of two cycles (a careers page keeps its address from one
 * summer to the next), or two listings of one source that are not the same by the rule or the
 * address: a source that lists two things means two things, so a generic "Software Engineer
 * Intern" from one tracker cannot chain another tracker's "… C++" and "… Python" into one.
 */
export function groupsOf(rows: DedupeCandidate[]): DedupeCandidate[][] {
  const items = rows.map(comparableOf);
  const parent = rows.map((_, i) => i);
  const members = rows.map((_, i) => [i]);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const sameAddress = (i: number, j: number) => !!rows[i]!.urlKey && rows[i]!.urlKey === rows[j]!.urlKey;
  const apart = (i: number, j: number) =>
    !sameCycle(items[i]!, items[j]!) ||
    (rows[i]!.sourceName === rows[j]!.sourceName &&
      !sameAddress(i, j) &&
      !sameOpportunity(items[i]!, items[j]!));
  /** Joins the groups of i and j unless that would put two listings kept apart together. */
  const join = (i: number, j: number): boolean => {
    const [a, b] = [find(i), find(j)].sort((x, y) => x - y) as [number, number];
    if (a === b) return true;
    if (members[a]!.some((m) => members[b]!.some((n) => apart(m, n)))) return false;
    parent[b] = a;
    members[a]!.push(...members[b]!);
    members[b] = [];
    return true;
  };
  const byUrl = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (!row.urlKey) return;
    const groups = byUrl.get(row.urlKey) ?? [];
    if (!groups.some((other) => join(other, i))) groups.push(i);
    byUrl.set(row.urlKey, groups);
  });
  const pairs = similarPairs(items)
    .map(([i, j]) => ({ i, j, similarity: titleSimilarity(items[i]!, items[j]!) }))
    .sort((a, b) => b.similarity - a.similarity || a.i - b.i || a.j - b.j);
  for (const { i, j } of pairs) join(i, j);
  return members.filter((group) => group.length > 0).map((group) => group.map((i) => rows[i]!));
}

/** Which listing of a group is shown. */
function byPreference(today: string) {
  const time = (row: DedupeCandidate) => row.lastVerifiedAt?.getTime() ?? -Infinity;
  return (a: DedupeCandidate, b: DedupeCandidate) =>
    Number(isOpen(b, today)) - Number(isOpen(a, today)) ||
    time(b) - time(a) ||
    b.richness - a.richness ||
    a.id - b.id;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The rows whose duplicate_of or also_listed_by must change so each group shows one listing. */
export function planDeduplication(rows: DedupeCandidate[], today: string): DedupeChange[] {
  const changes: DedupeChange[] = [];
  for (const group of groupsOf(rows)) {
    const [shown, ...others] = [...group].sort(byPreference(today));
    const otherSources = [
      ...new Set(others.map((row) => row.sourceName).filter((name): name is string => !!name)),
    ]
      .filter((name) => name !== shown!.sourceName)
      .sort();
    const wanted = [
      { row: shown!, duplicateOf: null, alsoListedBy: otherSources },
      ...others.map((row) => ({ row, duplicateOf: shown!.id, alsoListedBy: [] as string[] })),
    ];
    for (const { row, duplicateOf, alsoListedBy } of wanted) {
      if (row.duplicateOf !== duplicateOf || !sameList(row.alsoListedBy, alsoListedBy))
        changes.push({ id: row.id, duplicateOf, alsoListedBy });
    }
  }
  return changes;
}

/** Runs the pass over both catalog tables; returns how many listings are now hidden as duplicates. */
export async function deduplicateCatalog(
  repo: {
    candidates(table: 'scholarships' | 'internships'): Promise<DedupeCandidate[]>;
    apply(table: 'scholarships' | 'internships', changes: DedupeChange[]): Promise<void>;
  },
  today: string,
): Promise<{ scholarships: number; internships: number }> {
  const hidden = { scholarships: 0, internships: 0 };
  for (const table of ['scholarships', 'internships'] as const) {
    const rows = await repo.candidates(table);
    const changes = planDeduplication(rows, today);
    await repo.apply(table, changes);
    const changed = new Map(changes.map((change) => [change.id, change.duplicateOf]));
    hidden[table] = rows.filter((row) =>
      changed.has(row.id) ? changed.get(row.id) !== null : row.duplicateOf !== null,
    ).length;
  }
  return hidden;
}
