import { addDays, matchSignalLabels, type MatchSignal, type Recommendation } from '@futurefund/core';
import { todayIn } from '../../lib/format';

// Product §7: when the list cannot be had (signed out, 401, any failure) the panel shows built-in
// sample recommendations with placeholder URLs. They are examples, not listings: their ids are not
// real, so cards never link them anywhere, and their '{host}' URLs are refused by Apply.

const signal = (key: MatchSignal['key'], points: number, detail: string): MatchSignal => ({
  key,
  label: matchSignalLabels[key],
  points,
  detail,
  facts: [],
});

type Sample = { title: string; score: number; reasoning: string; inDays: number; signals: MatchSignal[] };

const common = (sample: Sample, id: number, today: string) => ({
  id,
  title: sample.title,
  description: null,
  eligibility: null,
  url: 'https://{host}/apply',
  tags: [],
  createdAt: `${today}T00:00:00.000Z`,
  relevanceScore: sample.score,
  relevanceReasoning: sample.reasoning,
  signals: sample.signals,
  deadlineDate: addDays(today, sample.inDays),
  sourceName: 'FutureFund examples',
  lastVerifiedAt: null,
  reaction: null,
});

function scholarship(sample: Sample, id: number, today: string, awardAmount: string): Recommendation {
  const deadline = addDays(today, sample.inDays);
  return { ...common(sample, id, today), type: 'scholarship', awardAmount, dueDate: deadline };
}

function internship(sample: Sample, id: number, today: string, company: string): Recommendation {
  const deadline = addDays(today, sample.inDays);
  return { ...common(sample, id, today), type: 'internship', company, field: null, deadline, isPaid: true };
}

const topicFit = (points: number) => signal('fit', points, 'Matches the interests you list.');
const soon = signal('deadline', 5, 'The deadline leaves time to apply well.');

/** The five examples, best first; `limit` of them (3 on /test). */
export function sampleRecommendations(limit: number, today: string = todayIn()): Recommendation[] {
  const samples: Recommendation[] = [
    scholarship(
      {
        title: 'Future Engineers Scholarship',
        score: 92,
        reasoning: 'Your intended major and skills match what this award looks for.',
        inDays: 21,
        signals: [topicFit(70), signal('eligibility', 17, 'You meet its education level.'), soon],
      },
      1,
      today,
      '$5,000',
    ),
    internship(
      {
        title: 'Summer Data Analyst Internship',
        score: 86,
        reasoning: 'Your data skills fit this paid summer role.',
        inDays: 30,
        signals: [topicFit(76), soon, signal('freshness', 5, 'Confirmed this month.')],
      },
      2,
      today,
      'Example Analytics Co.',
    ),
    scholarship(
      {
        title: 'First-Generation Scholars Award',
        score: 78,
        reasoning: 'Open to first-generation students in your field of study.',
        inDays: 45,
        signals: [topicFit(58), signal('eligibility', 15, 'Open to first-generation students.'), soon],
      },
      3,
      today,
      '$2,500',
    ),
    internship(
      {
        title: 'Community Health Outreach Internship',
        score: 71,
        reasoning: 'Close to the interests you list, with a deadline still weeks away.',
        inDays: 60,
        signals: [topicFit(66), soon],
      },
      4,
      today,
      'Example Health Partners',
    ),
    scholarship(
      {
        title: 'Creative Writing Grant',
        score: 58,
        reasoning: 'A broader match: open to students in any major.',
        inDays: 90,
        signals: [topicFit(53), soon],
      },
      5,
      today,
      '$1,000',
    ),
  ];
  return samples.slice(0, limit);
}
