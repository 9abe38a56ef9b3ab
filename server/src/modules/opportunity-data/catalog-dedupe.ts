import { isOpen } from '@futurefund/core';

// De-duplication within and across sources (ADR 016): listings that share a key form one group
// (a listing may join two groups through its two keys, so groups are merged with union-find); the
// group shows one listing — open first, then the freshest verification, then the one with a
// deadline, then the oldest — and records the other sources on it. Nothing is deleted: the others
// keep their rows (applications may point at them) and are marked duplicate_of the one shown.

export interface DedupeCandidate {
  id: number;
  dedupeKey: string | null;
  urlKey: string | null;
  sourceName: string | null;
  closed: boolean;
  deadline: string | null;
  seasonEndsOn: string | null;
  lastVerifiedAt: Date | null;
  duplicateOf: number | null;
  alsoListedBy: string[];
}

export interface DedupeChange {
  id: number;
  duplicateOf: number | null;
  alsoListedBy: string[];
}

function groupsOf(rows: DedupeCandidate[]): DedupeCandidate[][] {
  const parent = new Map<number, number>(rows.map((row) => [row.id, row.id]));
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const firstWithKey = new Map<string, number>();
  for (const row of rows) {
    for (const key of [row.dedupeKey && `k:${row.dedupeKey}`, row.urlKey && `u:${row.urlKey}`]) {
      if (!key) continue;
      const other = firstWithKey.get(key);
      if (other === undefined) firstWithKey.set(key, row.id);
      else parent.set(find(row.id), find(other));
    }
  }
  const groups = new Map<number, DedupeCandidate[]>();
  for (const row of rows) {
    const root = find(row.id);
    const group = groups.get(root);
    if (group) group.push(row);
    else groups.set(root, [row]);
  }
  return [...groups.values()];
}

/** Which listing of a group is shown. */
function byPreference(today: string) {
  const time = (row: DedupeCandidate) => row.lastVerifiedAt?.getTime() ?? -Infinity;
  return (a: DedupeCandidate, b: DedupeCandidate) =>
    Number(isOpen(b, today)) - Number(isOpen(a, today)) ||
    time(b) - time(a) ||
    Number(b.deadline !== null) - Number(a.deadline !== null) ||
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
