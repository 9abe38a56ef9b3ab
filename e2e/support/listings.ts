import { randomBytes } from 'node:crypto';
import { reviewApi, submissionsApi, type EndpointInput, type OpportunityType } from '@futurefund/core';
import { asAdmin, registerThroughApi, signedInApi, suiteServer, type Account, type ServerRef } from './api';

// Journeys that need a listing with a given deadline or state create it, relative to the clock
// they run on, the way one reaches students: a contributor posts it and the admin approves it.
// Nothing depends on which seed listings happen to be open on the day the suite runs.

export interface Listing {
  id: number;
  type: OpportunityType;
  title: string;
  /** YYYY-MM-DD, as the contributor entered it (scholarships only). */
  deadline: string | null;
  url: string;
}

/** The calendar date `days` from now in `timeZone` (YYYY-MM-DD), as a contributor's date field holds it. */
export function dateInDays(days: number, timeZone = 'UTC', from = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(from.getTime() + days * 86_400_000));
}

const contributors = new Map<string, Promise<Account>>();

/** One contributor account per test file and server posts every listing that file needs. */
function contributorOn(server: ServerRef): Promise<Account> {
  let contributor = contributors.get(server.baseURL);
  if (!contributor) {
    contributor = registerThroughApi(
      {
        prefix: 'poster',
        name: 'Dorothy Vaughan',
        userType: 'contributor',
        contributorSubType: 'scholarship_manager',
        organizationName: 'West Area Futures Fund',
        jobTitle: 'Program Director',
      },
      server,
    ).then(async ({ account, api }) => {
      await api.dispose();
      return account;
    });
    contributors.set(server.baseURL, contributor);
  }
  return contributor;
}

type Submission = EndpointInput<typeof submissionsApi.submitScholarship>['body'];

export type ListingFields = Partial<Submission> & {
  type: OpportunityType;
  /** A scholarship is due this many days from now (UTC date) unless `dueDate` is given. */
  dueInDays?: number;
};

/** Posts a listing as a contributor and approves it as the admin: it is open at once. */
export async function createListing(fields: ListingFields, server = suiteServer()): Promise<Listing> {
  const { dueInDays = 30, ...rest } = fields;
  // Letters only: a title reader finds no year in it ("Journey Scholarship 2023ab" would close).
  const tag = randomBytes(4)
    .toString('hex')
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  const isScholarship = fields.type === 'scholarship';
  const body: Submission = {
    title: isScholarship ? `Journey Scholarship ${tag}` : `Journey Internship ${tag}`,
    description:
      'A listing posted by the journeys, relative to the day they run, so that no test depends on what the bundled snapshot holds.',
    url: `https://opportunities.example.org/${tag}`,
    ...(isScholarship
      ? { awardAmount: '$2,500', dueDate: dateInDays(dueInDays) }
      : { company: 'Langley Research', position: 'Research Intern' }),
    ...rest,
  } as Submission;
  const api = await signedInApi(await contributorOn(server), server);
  const posted = await api
    .call(isScholarship ? submissionsApi.submitScholarship : submissionsApi.submitInternship, { body })
    .finally(() => api.dispose());
  await asAdmin(
    (admin) => admin.call(reviewApi.approve, { params: { type: posted.type, id: posted.id } }),
    server,
  );
  return {
    id: posted.id,
    type: posted.type,
    title: posted.title,
    // The submission form asks internships for no application deadline, so none is stored.
    deadline: isScholarship ? (body.dueDate ?? null) : null,
    url: body.url!,
  };
}

/** The listing's detail page path (/scholarships/7). */
export const detailPath = (listing: Pick<Listing, 'type' | 'id'>) => `/${listing.type}s/${listing.id}`;
