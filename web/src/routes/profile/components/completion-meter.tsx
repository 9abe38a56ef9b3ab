import { profileCompletion, type ProfileSectionKey } from '@futurefund/core';
import { CircleCheck, Circle } from 'lucide-react';
import type { BasicsFormValues } from '../model/basics-form';
import { ProgressBar } from '../../../components/ui/progress-bar';

const sectionLabels: Record<ProfileSectionKey, string> = {
  name: 'Name',
  educationLevel: 'Education level',
  intendedMajor: 'Intended major',
  skills: 'At least one skill',
  interests: 'At least one interest',
};

/**
 * Product §2 completion meter over the five sections, computed from what the form holds now, so
 * it moves as the student edits (before saving), with the sections still missing spelled out.
 */
export function CompletionMeter({ values }: { values: BasicsFormValues }) {
  const { percent, done } = profileCompletion(values);
  const keys = Object.keys(sectionLabels) as ProfileSectionKey[];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <span id="completion-label" className="font-medium">
          Profile completion
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <ProgressBar
        percent={percent}
        labelledBy="completion-label"
        valueText={`${percent}% complete`}
        className="h-2.5"
      />
      <ul aria-label="Profile sections" className="grid gap-1 text-sm sm:grid-cols-2">
        {keys.map((key) => (
          <li key={key} className="flex items-center gap-2">
            {done[key] ? (
              <CircleCheck aria-hidden="true" className="size-4 text-primary" />
            ) : (
              <Circle aria-hidden="true" className="size-4 text-muted-foreground" />
            )}
            <span className={done[key] ? undefined : 'text-muted-foreground'}>
              {sectionLabels[key]}
              <span className="sr-only">{done[key] ? ': done' : ': missing'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
