import {
  BUILDER_LIMITS,
  resumeSectionTitles,
  type ResumeEntry,
  type ResumeSectionKey,
} from '@futurefund/core';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { ConfirmDialog } from './confirm-dialog';
import { bulletsFromText, bulletsToText, emptyEntry, entryHasText, moveItem } from '../model/document';

/** What one entry's title and organisation mean in each section. */
const entryLabels: Record<ResumeSectionKey, { item: string; title: string; organization: string }> = {
  education: { item: 'education', title: 'Degree or programme', organization: 'School' },
  experience: { item: 'experience', title: 'Role', organization: 'Employer' },
  projects: { item: 'project', title: 'Project name', organization: 'Organisation' },
  activities: { item: 'activity', title: 'Activity', organization: 'Organisation' },
};

type LineKey = 'title' | 'organization' | 'location' | 'dates';

type LineField = { key: LineKey; label: string; hint?: string };

/** An entry's one-line fields, in order; the first takes focus when the entry is added. */
const lineFields = (labels: { title: string; organization: string }): LineField[] => [
  { key: 'title', label: labels.title },
  { key: 'organization', label: labels.organization },
  { key: 'location', label: 'Location' },
  { key: 'dates', label: 'Dates', hint: 'As you want them shown, e.g. Sep 2024 – Present' },
];

type EntryListProps = {
  section: ResumeSectionKey;
  entries: ResumeEntry[];
  onChange: (entries: ResumeEntry[]) => void;
};

/**
 * One section's entries (education, experience, projects, activities): add, edit, move, remove.
 * Focus follows the change: a new entry's first field, the add button after a removal, the moved
 * button after a move, so keyboard users never lose their place.
 */
export function EntryList({ section, entries, onChange }: EntryListProps) {
  const labels = entryLabels[section];
  const sectionTitle = resumeSectionTitles[section];
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the change renders: a selector inside the list, or 'add'.
  const focusTarget = useRef<string | null>(null);
  const setFocusTarget = (target: string) => {
    focusTarget.current = target;
  };
  const [confirming, setConfirming] = useState<number | null>(null);

  useEffect(() => {
    const wanted = focusTarget.current;
    if (wanted === null) return;
    focusTarget.current = null;
    const target = wanted === 'add' ? addRef.current : listRef.current?.querySelector<HTMLElement>(wanted);
    target?.focus();
  });

  const update = (index: number, patch: Partial<ResumeEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const remove = (index: number) => {
    onChange(entries.filter((_, at) => at !== index));
    setFocusTarget('add');
  };
  const move = (index: number, to: number, direction: 'up' | 'down') => {
    onChange(moveItem(entries, index, to));
    // The same button on the entry's new place, or its other one when it reached an end.
    const edge = to === 0 || to === entries.length - 1;
    const button = edge ? (direction === 'up' ? 'down' : 'up') : direction;
    setFocusTarget(`[data-entry="${to}"] [data-move="${button}"]`);
  };

  return (
    <section aria-labelledby={`${section}-heading`} className="grid gap-3">
      <h3 id={`${section}-heading`} className="text-base font-semibold">
        {sectionTitle}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">No {sectionTitle.toLowerCase()} entries yet.</p>
      ) : null}
      <ol ref={listRef} className="grid gap-3">
        {entries.map((entry, index) => {
          const name = `${sectionTitle} ${index + 1}`;
          return (
            <li key={index} data-entry={index}>
              <fieldset className="grid gap-3 rounded-md border p-3">
                <legend className="px-1 text-sm font-medium">{name}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {lineFields(labels).map(({ key, label, hint }, at) => (
                    <Field key={key} label={label} hint={hint}>
                      {(control) => (
                        <Input
                          {...control}
                          data-first-field={at === 0 ? true : undefined}
                          value={entry[key]}
                          maxLength={BUILDER_LIMITS.lineMax}
                          onChange={(event) => update(index, { [key]: event.target.value })}
                        />
                      )}
                    </Field>
                  ))}
                </div>
                <Field label="Bullet points" hint={`One per line, at most ${BUILDER_LIMITS.bulletsMax}`}>
                  {(control) => (
                    <TextArea
                      {...control}
                      rows={3}
                      value={bulletsToText(entry.bullets)}
                      onChange={(event) =>
                        update(index, {
                          bullets: event.target.value.split('\n').slice(0, BUILDER_LIMITS.bulletsMax),
                        })
                      }
                      onBlur={(event) => update(index, { bullets: bulletsFromText(event.target.value) })}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    data-move="up"
                    disabled={index === 0}
                    aria-label={`Move ${name} up`}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                    Up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    data-move="down"
                    disabled={index === entries.length - 1}
                    aria-label={`Move ${name} down`}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                    Down
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    onClick={() => (entryHasText(entry) ? setConfirming(index) : remove(index))}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        ref={addRef}
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={entries.length >= BUILDER_LIMITS.entriesMax}
        onClick={() => {
          onChange([...entries, emptyEntry()]);
          setFocusTarget(`[data-entry="${entries.length}"] [data-first-field]`);
        }}
      >
        <Plus aria-hidden="true" />
        Add {labels.item}
      </Button>
      {confirming !== null ? (
        <ConfirmDialog
          title={`Remove ${sectionTitle} ${confirming + 1}?`}
          description="Its text will be gone from this resume."
          confirmLabel="Remove"
          isDestructive
          onClose={(confirmed) => {
            setConfirming(null);
            if (confirmed) remove(confirming);
          }}
        />
      ) : null}
    </section>
  );
}
