import { emptySubmissionValues, type SubmissionFormValues } from './submission-form';

/**
 * Drafts live in localStorage, one per user and per target (new, or the submission being edited),
 * so a closed tab or an accidental click away loses nothing and another account never sees them.
 */
export const draftKey = (userId: number, target: string) => `futurefund:submission-draft:${userId}:${target}`;

export function readDraft(key: string): SubmissionFormValues | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<SubmissionFormValues>;
    // Unknown keys from an older form are dropped; missing ones start empty.
    const values = { ...emptySubmissionValues };
    for (const name of Object.keys(values) as (keyof SubmissionFormValues)[]) {
      const value: unknown = stored[name];
      const fits = Array.isArray(values[name])
        ? Array.isArray(value) && value.every((item) => typeof item === 'string')
        : typeof value === typeof values[name];
      if (fits) Object.assign(values, { [name]: value });
    }
    return values;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: SubmissionFormValues) {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked (private mode): the form still works, only without a draft.
  }
}

export function clearDraft(key: string) {
  try {
    localStorage.removeItem(key);
  } catch {
    // As above: nothing to clear when storage is unavailable.
  }
}
