import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { addDays, deadlineToday } from '@futurefund/core';
import type { DatabaseHandle } from '../src/db/client';
import { buildInternship, buildScholarship } from './factories';
import { createTestApp, type TestContext } from './test-app';

// Listings for the free-view tests (ADR 018), their texts taken from real seed records
// (data/seed/scholarships/az-bigfuture-scholarships.json, data/seed/internships/simplify-listings.json)
// with deadlines moved ahead so they are open.

const today = deadlineToday();

export const dreamUs = {
  title: 'The DREAM.US',
  provider: 'TheDream.US',
  description:
    'We think of our National Scholarship as the “Pell Grant” for highly motivated undocumented students.',
  eligibility: 'Undocumented, Eligible for in-state tuition, Significant unmet financial need',
  url: 'https://www.thedream.us/scholarships/national-scholarship/',
  awardAmount: 'up to $33,000',
  awardAmountUsd: 33000,
  dueDate: 'February 28, 2027',
  deadline: addDays(today, 60),
  location: 'United States',
  requiredMajors: ['Nursing'],
};

export const capitalOne = {
  title: 'Product Development Intern',
  company: 'Capital One',
  description: 'Summer 2024 product development internship; offers no visa sponsorship.',
  url: 'https://www.capitalonecareers.com/job/mclean/product-development-intern-summer-2024/31238/51746418592',
  location: 'McLean, VA',
  deadline: addDays(today, 45),
  salaryRange: '$50/hr',
  isPaid: true,
};

/** Four open scholarships (DREAM.US last), one open internship, one closed and one expired listing. */
export async function buildFreeViewCatalog(database: DatabaseHandle) {
  const open = (title: string) =>
    buildScholarship(database, { title, url: `https://example.org/${title}`, deadline: addDays(today, 30) });
  const [a, b, c] = [
    await open('Coca-Cola Scholars'),
    await open('Gates Scholarship'),
    await open('QuestBridge'),
  ];
  const dream = await buildScholarship(database, dreamUs);
  const intern = await buildInternship(database, capitalOne);
  const closed = await buildScholarship(database, { title: 'Closed Award', closedAt: new Date() });
  const expired = await buildScholarship(database, { title: 'Expired Award', deadline: addDays(today, -1) });
  return {
    firstThree: [a.id, b.id, c.id].map((id) => `/api/scholarships/${id}`),
    dream: `/api/scholarships/${dream.id}`,
    dreamId: dream.id,
    intern: `/api/internships/${intern.id}`,
    internId: intern.id,
    closed: `/api/scholarships/${closed.id}`,
    expired: `/api/scholarships/${expired.id}`,
  };
}

export type FreeViewCatalog = Awaited<ReturnType<typeof buildFreeViewCatalog>>;

/** For a describe block: a test app over its own database holding the free-view catalog. */
export function freeViewApp(): { ctx: TestContext; urls: FreeViewCatalog } {
  const env = {} as { ctx: TestContext; urls: FreeViewCatalog };
  beforeAll(async () => {
    env.ctx = await createTestApp();
    env.urls = await buildFreeViewCatalog(env.ctx.database);
  });
  afterAll(() => env.ctx.close());
  return env;
}

/** The Cookie header for the visitor cookie a response set. */
export function visitorCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'ff_visitor');
  if (!cookie) throw new Error(`no visitor cookie in ${response.statusCode} ${response.body}`);
  return `ff_visitor=${cookie.value}`;
}

export const isFull = (response: LightMyRequestResponse) =>
  response.statusCode === 200 && 'url' in response.json() && !('limited' in response.json());
