import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../testing/fake-api';
import {
  buildInternship,
  buildScholarship,
  buildSimilarItem,
  findTitle,
  localDate,
  renderDetail,
} from './detail-test-utils';

const onlySessionCalls = (requests: { url: string }[]) => requests.every((r) => r.url === '/api/user');

describe('detail page ids and errors', () => {
  it.each([
    ['/scholarships/0', 'Invalid Scholarship ID', 'Please provide a valid scholarship ID.'],
    ['/scholarships/abc', 'Invalid Scholarship ID', 'Please provide a valid scholarship ID.'],
    ['/internships/abc', 'Invalid Internship ID', 'Please provide a valid internship ID.'],
    ['/internships/0', 'Invalid Internship ID', 'Please provide a valid internship ID.'],
  ])('shows the invalid-id texts for %s and sends no request', async (path, title, sentence) => {
    const { api } = renderDetail(path);
    expect(await findTitle()).toHaveTextContent(title);
    expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(onlySessionCalls(api.requests)).toBe(true);
  });

  it("shows 'Opportunity Not Found' with a link to browse all for a 404, and reports no view", async () => {
    const { api } = renderDetail('/scholarships/404', {
      routes: { 'GET /api/scholarships/404': () => errorResponse(404, 'Not found', 'NOT_FOUND') },
    });
    expect(await findTitle()).toHaveTextContent('Opportunity Not Found');
    expect(screen.getByRole('link', { name: 'Browse all opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
    expect(api.sent('POST /api/use-profile-view')).toHaveLength(0);
  });

  it('shows a generic error with a retry for other failures', async () => {
    renderDetail('/scholarships/7', {
      routes: { 'GET /api/scholarships/7': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') },
    });
    expect(await findTitle()).toHaveTextContent('Something went wrong');
    expect(screen.getByText('500: Internal error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('scholarship detail content', () => {
  const scholarship = buildScholarship({
    kind: 'grant',
    tags: ['STEM', 'Women', 'First-Gen', 'Arizona', 'Merit'],
    location: 'Phoenix, AZ',
    lastVerifiedAt: '2026-03-03T12:00:00.000Z',
    sourceName: 'Open Scholarships',
    derivedFields: ['essayRequired', 'stateCodes'],
    alsoListedBy: ['Arizona BigFuture Scholarships'],
    essayRequired: true,
    transcriptRequired: true,
    lettersOfRecRequired: 2,
  });

  it('shows title, kind, provider, award, location, freshness and at most 3 tags then +N more', async () => {
    renderDetail('/scholarships/7', { detail: scholarship });
    const title = await findTitle();
    expect(title).toHaveTextContent('STEM Leaders Award');
    const header = title.closest('header')!;
    expect(within(header).getByText('Grant')).toBeInTheDocument();
    expect(within(header).getByText('Bright Futures Fund')).toBeInTheDocument();
    expect(within(header).getByText('$5,000')).toBeInTheDocument();
    expect(within(header).getByText('Phoenix, AZ')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['STEM', 'Women', 'First-Gen', '+2 more']);
    // "Verified" within 12 months of today, "Last verified" after (lib/provenance.test.ts pins dates).
    expect(within(header).getByText(/^From Open Scholarships/)).toHaveTextContent(
      /^From Open Scholarships · , (Verified|Last verified) Mar 2026$/,
    );
    expect(within(header).getByText('Also listed by Arizona BigFuture Scholarships.')).toBeInTheDocument();
    expect(
      within(header).getByText(
        'Derived from the listing’s text, not stated by the source: essay required, location.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the required documents and the tabs Overview, Eligibility, How to Apply', async () => {
    renderDetail('/scholarships/7', { detail: scholarship });
    await findTitle();
    const documents = screen.getByRole('list', { name: 'Required documents' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Essay', 'Transcript', '2 letters of recommendation']);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Overview', 'Eligibility', 'How to Apply']);
    expect(screen.getByText('Supports students in science.')).toBeInTheDocument();
  });

  it('links up to four similar opportunities', async () => {
    renderDetail('/scholarships/7', {
      detail: scholarship,
      similar: [
        buildSimilarItem({ id: 8, title: 'Future Engineers Grant' }),
        buildSimilarItem({ id: 3, title: 'Code Camp Intern', type: 'internship', kind: 'internship' }),
      ],
    });
    const section = (await screen.findByRole('heading', { name: 'Similar Opportunities' })).closest(
      'section',
    )!;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(2));
    expect(within(section).getByRole('link', { name: 'Future Engineers Grant' })).toHaveAttribute(
      'href',
      '/scholarships/8',
    );
    expect(within(section).getByRole('link', { name: 'Code Camp Intern' })).toHaveAttribute(
      'href',
      '/internships/3',
    );
  });
});

describe('internship detail content', () => {
  it('reads company, pay, hybrid location and the applicationDeadline; implies a resume', async () => {
    const internship = buildInternship({
      salaryRange: '$30/hr',
      location: 'Austin, TX',
      isHybrid: true,
      deadline: null,
      applicationDeadline: localDate(20),
      coverLetterRequired: true,
    });
    renderDetail('/internships/9', { detail: internship });
    const title = await findTitle();
    expect(title).toHaveTextContent('Data Intern');
    const header = within(title.closest('header')!);
    expect(header.getByText('Acme Analytics')).toBeInTheDocument();
    expect(header.getByText('$30/hr')).toBeInTheDocument();
    expect(header.getByText('Austin, TX · Hybrid')).toBeInTheDocument();
    expect(header.getByText('In 20 days')).toBeInTheDocument();
    const documents = screen.getByRole('list', { name: 'Required documents' });
    expect(within(documents).getByText('Resume')).toBeInTheDocument();
    expect(within(documents).getByText('Cover letter')).toBeInTheDocument();
  });
});
