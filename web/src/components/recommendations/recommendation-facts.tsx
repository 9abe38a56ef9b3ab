import type { Recommendation } from '@futurefund/core';
import { Banknote, Building2, CalendarDays } from 'lucide-react';
import { awardText, daysLeftLabel, daysUntil, paidText } from '../../lib/format';
import { deadlineLabel } from '../../lib/provenance';
import { IconFact } from '../ui/icon-fact';

/** The deadline as a date with the days left ("Mar 1, 2027 · In 20 days"), else as the source says it. */
export function recommendationDeadline(item: Recommendation, now: Date = new Date()): string {
  const stated = item.type === 'scholarship' ? item.dueDate : item.deadline;
  const label = deadlineLabel({ deadline: item.deadlineDate, dueDate: stated });
  const days = item.deadlineDate ? daysUntil(item.deadlineDate, now) : null;
  return days === null || days < 0 ? label : `${label} · ${daysLeftLabel(days)}`;
}

/** Award (scholarships) or company and pay (internships), then the deadline. */
export function RecommendationFacts({ item }: { item: Recommendation }) {
  return (
    <dl className="grid gap-1.5">
      {item.type === 'scholarship' ? (
        <IconFact icon={Banknote} term="Award">
          {awardText(item)}
        </IconFact>
      ) : (
        <>
          <IconFact icon={Building2} term="Company">
            {item.company?.trim() || 'Company not stated'}
          </IconFact>
          <IconFact icon={Banknote} term="Pay">
            {paidText(item.isPaid)}
          </IconFact>
        </>
      )}
      <IconFact icon={CalendarDays} term="Deadline">
        {recommendationDeadline(item)}
      </IconFact>
    </dl>
  );
}
