import { submissionMessages, type ReviewQueueItem } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render-with-providers';
import { internshipItem, scholarshipItem } from './submission-fixtures';
import { SubmissionsTab } from './submissions-tab';

const admin = buildUser({ role: 'admin' });
const PENDING = 'GET /api/admin/submissions?status=pending';
const decided = (item: ReviewQueueItem, status: ReviewQueueItem['status']) => {
  const { contributor: _c, duplicates: _d, ...submission } = item;
  return json({ ...submission, status });
};

beforeAll(installDialogPolyfill);

const renderTab = (routes: NonNullable<Parameters<typeof renderWithProviders>[1]>['routes'] = {}) =>
  renderWithProviders(<SubmissionsTab />, {
    user: admin,
    routes: { 'GET /api/admin/audit-log': () => json([]), ...routes },
  });

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('li')!;

describe('Submissions tab', () => {
  it('lists pending submissions with every submitted field, the contributor and a preview', async () => {
    renderTab({ [PENDING]: () => json([scholarshipItem(), internshipItem()]) });
    const scholarship = await card('Future Engineers Award');
    const fields = within(scholarship).getByLabelText('Submitted fields');
    const pairs = Object.fromEntries(
      within(fields)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(pairs).toEqual({
      Type: 'Scholarship',
      Title: 'Future Engineers Award',
      'Application URL': 'https://example.org/award',
      Description: 'For first-generation students studying engineering at an accredited college.',
      Eligibility: 'US residents, enrolled full time',
      'Award amount': '$5,000',
      'Application deadline': 'Mar 1, 2027',
      Location: 'Ohio',
      Remote: 'Yes',
      'Minimum GPA': '3.2',
      'Education level': 'Undergraduate',
      'Required majors': 'Mechanical Engineering, Civil Engineering',
      'Essay required': 'Yes',
      'Transcript required': 'No',
      'Letters of recommendation': '2',
      Tags: 'STEM, First generation',
    });
    expect(within(fields).getByRole('link', { name: 'https://example.org/award' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );

    const contributor = within(scholarship).getByRole('region', { name: 'Contributor grace' });
    expect(contributor).toHaveTextContent('Grace Hopper @grace');
    expect(contributor).toHaveTextContent('Pending');
    expect(contributor).toHaveTextContent('Organization: Hopper Foundation');
    expect(contributor).toHaveTextContent('Job title: Scholarship Manager');
    const website = within(contributor).getByRole('link', { name: 'https://hopper.example.org' });
    expect(website).toHaveAttribute('href', 'https://hopper.example.org');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    const preview = within(scholarship).getByRole('article', { name: 'Preview of Future Engineers Award' });
    expect(preview).toHaveTextContent('Scholarship');
    expect(preview).toHaveTextContent('Hopper Foundation');
    expect(preview).toHaveTextContent('$5,000');
    expect(preview).toHaveTextContent('Ohio · Remote');
    expect(preview).toHaveTextContent('Mar 1, 2027');
    expect(within(preview).getByRole('list', { name: 'Tags' })).toHaveTextContent('STEMFirst generation');
    expect(within(preview).getByLabelText('Requirements')).toHaveTextContent('Minimum GPA3.2');

    const internship = await card('Data Analyst Intern');
    const internshipFields = within(internship).getByLabelText('Submitted fields');
    for (const text of [
      'CompanyAcme Analytics',
      'Position titleData Analyst',
      'Start dateJun 1, 2027',
      'End dateAug 31, 2027',
      'PaidYes',
      'Salary range$25–30/hour',
      'HybridYes',
      'Required skillsSQL, Python',
      'EligibilityNot given',
    ])
      expect(internshipFields).toHaveTextContent(text);
    expect(within(internship).getByRole('region', { name: 'Contributor linus' })).toHaveTextContent(
      /linus @linus.*Verified.*Organization: Not specified/,
    );
    expect(within(internship).getByRole('article')).toHaveTextContent('Chicago, IL · Hybrid');
  });

  it('previews at most three tags, then how many more', async () => {
    const item = scholarshipItem();
    item.fields.tags = ['STEM', 'Women', 'Ohio', 'Engineering', 'Need based'];
    renderTab({ [PENDING]: () => json([item]) });
    const tags = within(await card('Future Engineers Award')).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['STEM', 'Women', 'Ohio', '+2 more']);
  });

  it('links each possible duplicate to its public page with its similarity', async () => {
    const item = scholarshipItem({
      duplicates: [
        ...scholarshipItem().duplicates,
        { type: 'internship', id: 77, title: 'Engineers Intern', organization: null, similarity: 0.615 },
      ],
    });
    renderTab({ [PENDING]: () => json([item]) });
    const warnings = within(await card('Future Engineers Award')).getByRole('region', {
      name: 'Possible duplicates',
    });
    expect(warnings).toHaveTextContent('Possible duplicates in the catalog');
    expect(within(warnings).getByRole('link', { name: 'Future Engineers Scholarship' })).toHaveAttribute(
      'href',
      '/scholarships/501',
    );
    expect(within(warnings).getByRole('link', { name: 'Engineers Intern' })).toHaveAttribute(
      'href',
      '/internships/77',
    );
    expect(warnings).toHaveTextContent('Future Engineers Scholarship · Hopper Foundation · 87% similar');
    expect(warnings).toHaveTextContent('Engineers Intern · 62% similar');
  });

  it('approves one submission, says so and reloads the queue', async () => {
    const { api } = renderTab({
      [PENDING]: () => json([scholarshipItem()]),
      'POST /api/admin/submissions/scholarship/11/approve': () => decided(scholarshipItem(), 'approved'),
    });
    await userEvent.click(
      within(await card('Future Engineers Award')).getByRole('button', {
        name: 'Approve Future Engineers Award',
      }),
    );
    expect(await screen.findByText('Submission approved')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/submissions/scholarship/11/approve')).toHaveLength(1);
    await waitFor(() => expect(api.sent(PENDING).length).toBeGreaterThan(1));
  });

  it('shows a failed approval in a toast', async () => {
    renderTab({
      [PENDING]: () => json([scholarshipItem()]),
      'POST /api/admin/submissions/scholarship/11/approve': () =>
        errorResponse(409, submissionMessages.notPending, 'CONFLICT'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Future Engineers Award' }));
    expect(await screen.findByText('Could not approve the submission')).toBeInTheDocument();
    expect(screen.getByText(`409: ${submissionMessages.notPending}`)).toBeInTheDocument();
  });

  it('rejects only with a reason, and sends that reason', async () => {
    const { api } = renderTab({
      [PENDING]: () => json([scholarshipItem()]),
      'POST /api/admin/submissions/scholarship/11/reject': () => decided(scholarshipItem(), 'rejected'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Future Engineers Award' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Future Engineers Award?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(await within(dialog).findByText(submissionMessages.rejectReasonRequired)).toBeInTheDocument();
    expect(submissionMessages.rejectReasonRequired).toBe('A reason is required to reject a submission');
    expect(api.sent('POST /api/admin/submissions/scholarship/11/reject')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Reason for rejecting'), '  The link is broken.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    await waitFor(() =>
      expect(api.sent('POST /api/admin/submissions/scholarship/11/reject')).toHaveLength(1),
    );
    expect(api.sent('POST /api/admin/submissions/scholarship/11/reject')[0]!.body).toEqual({
      reason: 'The link is broken.',
    });
    expect(await screen.findByText('Submission rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the reject dialog open with its reason when the server refuses', async () => {
    renderTab({
      [PENDING]: () => json([scholarshipItem()]),
      'POST /api/admin/submissions/scholarship/11/reject': () =>
        errorResponse(409, submissionMessages.notPending, 'CONFLICT'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Future Engineers Award' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Future Engineers Award?' });
    await userEvent.type(within(dialog).getByLabelText('Reason for rejecting'), 'Duplicate listing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject submission' }));
    expect(await screen.findByText('Could not reject the submission')).toBeInTheDocument();
    expect(screen.getByText(`409: ${submissionMessages.notPending}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason for rejecting')).toHaveValue('Duplicate listing');
    expect(dialog).toHaveAttribute('open');
  });

  it('approves the chosen submissions at once', async () => {
    const third = scholarshipItem({ id: 13, title: 'Arts Grant', duplicates: [] });
    const { api } = renderTab({
      [PENDING]: () => json([scholarshipItem(), internshipItem(), third]),
      'POST /api/admin/submissions/approve': () => json({ approved: 2, skipped: 0 }),
    });
    const bulk = await screen.findByRole('button', { name: 'Approve selected (0)' });
    expect(bulk).toBeDisabled();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Data Analyst Intern' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Arts Grant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    await waitFor(() => expect(api.sent('POST /api/admin/submissions/approve')).toHaveLength(1));
    expect(api.sent('POST /api/admin/submissions/approve')[0]!.body).toEqual({
      items: [
        { type: 'internship', id: 12 },
        { type: 'scholarship', id: 13 },
      ],
    });
    expect(await screen.findByText('2 submissions approved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeInTheDocument();
  });

  it('selects every pending submission at once, and shows a failed bulk approval', async () => {
    const { api } = renderTab({
      [PENDING]: () => json([scholarshipItem(), internshipItem()]),
      'POST /api/admin/submissions/approve': () => errorResponse(500, 'Boom', 'INTERNAL_ERROR'),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Future Engineers Award' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(await screen.findByText('Could not approve the submissions')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/submissions/approve')[0]!.body).toEqual({
      items: [
        { type: 'scholarship', id: 11 },
        { type: 'internship', id: 12 },
      ],
    });
    // The choice stays after a failure, so the admin can try again.
    expect(screen.getByRole('button', { name: 'Approve selected (2)' })).toBeInTheDocument();
  });

  it('verifies a contributor and withdraws a verification', async () => {
    const { api } = renderTab({
      [PENDING]: () => json([scholarshipItem(), internshipItem()]),
      'POST /api/admin/contributors/grace/verify': () =>
        json({ username: 'grace', isVerified: true, verificationDate: '2026-11-25T00:00:00.000Z' }),
      'DELETE /api/admin/contributors/linus/verify': () =>
        json({ username: 'linus', isVerified: false, verificationDate: null }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify grace' }));
    expect(await screen.findByText('Contributor verified')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/contributors/grace/verify')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw verification of linus' }));
    expect(await screen.findByText('Verification withdrawn')).toBeInTheDocument();
    expect(api.sent('DELETE /api/admin/contributors/linus/verify')).toHaveLength(1);
    await waitFor(() => expect(api.sent(PENDING).length).toBeGreaterThan(2));
  });

  it('says when nothing waits, and filters by status', async () => {
    const rejected = scholarshipItem({
      status: 'rejected',
      rejectionReason: 'The link is broken.',
      reviewedAt: '2026-11-22T10:00:00.000Z',
    });
    renderTab({
      [PENDING]: () => json([]),
      'GET /api/admin/submissions?status=rejected': () => json([rejected]),
    });
    expect(await screen.findByText('No submissions waiting for review')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    const item = await card('Future Engineers Award');
    expect(item).toHaveTextContent('Rejection reason: The link is broken.');
    expect(within(item).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(item).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve selected/ })).not.toBeInTheDocument();
  });

  it('shows an error when the queue cannot be loaded', async () => {
    renderTab({ [PENDING]: () => errorResponse(500, 'Boom', 'INTERNAL_ERROR') });
    expect(await screen.findByText('Could not load the submissions')).toBeInTheDocument();
    expect(screen.getByText('500: Boom')).toBeInTheDocument();
  });
});
