import { submissionMessages } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildSubmission,
  contributor,
  heading,
  multiStep,
  renderContributor,
  setUpContributorTests,
} from './contributor-test-utils';

setUpContributorTests(() => import('./submit-opportunity-page'));

const m = submissionMessages;
const field = (label: string) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: m.submitButton });
const chips = (label: string) =>
  within(screen.queryByRole('list', { name: label }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function openForm(path = '/submit-opportunity', options: Parameters<typeof renderContributor>[1] = {}) {
  const view = renderContributor(path, options);
  await heading('Submit an Opportunity');
  await screen.findByRole('button', { name: m.submitButton });
  return view;
}

async function fillScholarship(user: Awaited<ReturnType<typeof openForm>>['user']) {
  await user.selectOptions(field('Opportunity type'), 'scholarship');
  await user.type(field('Title'), 'Future Leaders Award');
  await user.type(field('Application URL'), 'https://example.org/apply');
  await user.type(field('Description'), 'For students who lead clubs and volunteer.');
  await user.type(field('Award amount'), '$2,500');
  await user.type(field('Application deadline'), '2026-06-30');
}

describe('submit opportunity form', () => {
  it(
    'shows the contract messages word for word next to their fields and focuses the first',
    async () => {
      const { user, api } = await openForm();
      await user.click(submitButton());
      expect(await screen.findByText(m.typeRequired)).toBeInTheDocument();
      expect(screen.getByText(m.titleMin)).toBeInTheDocument();
      expect(screen.getByText(m.descriptionMin)).toBeInTheDocument();
      expect(field('Opportunity type')).toHaveFocus();
      expect(field('Title')).toHaveAttribute('aria-invalid', 'true');

      await user.selectOptions(field('Opportunity type'), 'scholarship');
      await user.type(field('Application URL'), 'not a link');
      await user.type(field('Minimum GPA'), '7');
      await user.click(submitButton());
      expect(await screen.findByText(m.awardRequired)).toBeInTheDocument();
      expect(screen.getByText(m.deadlineRequired)).toBeInTheDocument();
      expect(screen.getByText(m.url)).toBeInTheDocument();
      expect(screen.getByText(m.gpa)).toBeInTheDocument();
      expect(field('Title')).toHaveFocus();

      await user.selectOptions(field('Opportunity type'), 'internship');
      await user.type(field('Start date'), '2026-07-01');
      await user.type(field('End date'), '2026-06-01');
      await user.click(submitButton());
      expect(await screen.findByText(m.companyRequired)).toBeInTheDocument();
      expect(screen.getByText(m.positionRequired)).toBeInTheDocument();
      expect(screen.getByText(m.endBeforeStart)).toBeInTheDocument();
      expect(api.sent('POST /api/submit-internship')).toHaveLength(0);
    },
    multiStep,
  );

  it(
    'shows the details of the chosen type: paid reveals salary, hybrid and skills only for internships',
    async () => {
      const { user } = await openForm();
      expect(screen.queryByRole('group', { name: 'Scholarship details' })).not.toBeInTheDocument();
      await user.selectOptions(field('Opportunity type'), 'scholarship');
      expect(screen.getByRole('group', { name: 'Scholarship details' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Hybrid')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Required skills')).not.toBeInTheDocument();
      expect(field('Remote')).toBeInTheDocument();

      await user.selectOptions(field('Opportunity type'), 'internship');
      expect(screen.queryByRole('group', { name: 'Scholarship details' })).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Internship details' })).toBeInTheDocument();
      expect(field('Hybrid')).toBeInTheDocument();
      expect(field('Required skills')).toBeInTheDocument();
      expect(screen.queryByLabelText('Salary range')).not.toBeInTheDocument();
      await user.click(field('Paid'));
      expect(field('Salary range')).toBeInTheDocument();

      const letters = within(field('Letters of recommendation')).getAllByRole('option');
      expect(letters.map((option) => option.textContent)).toEqual(['0', '1', '2', '3']);
      for (const legend of ['Opportunity', 'Location', 'Requirements', 'Application requirements', 'Tags'])
        expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'adds list items with Add and Enter (never submitting), ignores blanks, removes them on click',
    async () => {
      const { user, api } = await openForm();
      const majors = field('Required majors');
      await user.type(majors, 'Business');
      await user.click(screen.getByRole('button', { name: 'Add major' }));
      await user.type(majors, '  Biology {Enter}');
      await user.type(majors, '   {Enter}');
      await user.click(screen.getByRole('button', { name: 'Add major' }));
      expect(chips('Required majors')).toEqual(['Business', 'Biology']);
      expect(majors).toHaveValue('');
      expect(screen.queryByText(m.typeRequired)).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Remove Business' }));
      expect(chips('Required majors')).toEqual(['Biology']);
      expect(majors).toHaveFocus();

      await user.type(field('Tags'), 'stem{Enter}');
      expect(chips('Tags')).toEqual(['stem']);
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    },
    multiStep,
  );

  it(
    'submits a scholarship, tells the contributor, refreshes their list and lands on the dashboard',
    async () => {
      let listed = [] as ReturnType<typeof buildSubmission>[];
      const { user, api, router } = await openForm('/submit-opportunity', {
        routes: {
          'POST /api/submit-scholarship': () => {
            listed = [buildSubmission()];
            return json(listed[0], 201);
          },
          'GET /api/my-submissions': () => json(listed),
        },
      });
      await fillScholarship(user);
      await user.type(field('Required majors'), 'Business{Enter}');
      await user.selectOptions(field('Letters of recommendation'), '2');
      await user.click(field('Essay required'));
      await user.click(submitButton());

      expect(await screen.findByText(m.submittedToast)).toBeInTheDocument();
      expect(screen.getByText(m.submittedToastText)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/contributor-dashboard'));
      expect(api.sent('POST /api/submit-scholarship')[0]?.body).toEqual({
        type: 'scholarship',
        title: 'Future Leaders Award',
        url: 'https://example.org/apply',
        description: 'For students who lead clubs and volunteer.',
        awardAmount: '$2,500',
        dueDate: '2026-06-30',
        isPaid: false,
        isRemote: false,
        isHybrid: false,
        requiredEducationLevel: 'Any',
        requiredMajors: ['Business'],
        requiredSkills: [],
        essayRequired: true,
        transcriptRequired: false,
        lettersOfRecRequired: 2,
        tags: [],
      });
      expect(await screen.findByText('Future Leaders Award')).toBeInTheDocument();
      expect(localStorage.length).toBe(0);
    },
    multiStep,
  );

  it(
    "shows 'Submitting...' on a disabled button while the call is out",
    async () => {
      let answer: (response: Response) => void = () => {};
      const { user } = await openForm('/submit-opportunity', {
        routes: {
          'POST /api/submit-scholarship': () => new Promise<Response>((resolve) => (answer = resolve)),
        },
      });
      await fillScholarship(user);
      await user.click(submitButton());
      const busy = await screen.findByRole('button', { name: m.submitBusy });
      expect(busy).toBeDisabled();
      answer(json(buildSubmission(), 201));
      expect(await screen.findByText(m.submittedToast)).toBeInTheDocument();
    },
    multiStep,
  );

  it(
    'sends an internship to its own endpoint, with the salary only when paid',
    async () => {
      const { user, api } = await openForm('/submit-opportunity', {
        routes: {
          'POST /api/submit-internship': () => json(buildSubmission({ type: 'internship' }), 201),
        },
      });
      await user.selectOptions(field('Opportunity type'), 'internship');
      await user.type(field('Title'), 'Data Intern');
      await user.type(field('Description'), 'Twelve weeks with our analytics team.');
      await user.type(field('Company'), 'Acme');
      await user.type(field('Position title'), 'Data Analyst Intern');
      await user.click(field('Paid'));
      await user.type(field('Salary range'), '$20-25/h');
      await user.click(field('Hybrid'));
      await user.type(field('Required skills'), 'SQL{Enter}');
      await user.click(submitButton());
      await screen.findByText(m.submittedToast);
      expect(api.sent('POST /api/submit-internship')[0]?.body).toMatchObject({
        type: 'internship',
        company: 'Acme',
        position: 'Data Analyst Intern',
        isPaid: true,
        salaryRange: '$20-25/h',
        isHybrid: true,
        requiredSkills: ['SQL'],
      });
      expect(api.sent('POST /api/submit-scholarship')).toHaveLength(0);
    },
    multiStep,
  );

  it(
    "shows 'Submission Failed' with the server's message, or the fallback when the call never answers",
    async () => {
      let fail = () => errorResponse(400, m.titleMin, 'VALIDATION_ERROR');
      const { user, router } = await openForm('/submit-opportunity', {
        routes: { 'POST /api/submit-scholarship': () => fail() },
      });
      await fillScholarship(user);
      await user.click(submitButton());
      expect(await screen.findByText(m.failedToast)).toBeInTheDocument();
      expect(screen.getByText(`400: ${m.titleMin}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/submit-opportunity');

      fail = () => {
        throw new TypeError('Failed to fetch');
      };
      await user.click(submitButton());
      expect(await screen.findByText(m.failedFallback)).toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    },
    multiStep,
  );

  it(
    'keeps a draft per user and restores it on return; Cancel goes to the dashboard and drops it',
    async () => {
      const first = await openForm();
      await first.user.selectOptions(field('Opportunity type'), 'internship');
      await first.user.type(field('Title'), 'Draft internship');
      await first.user.type(field('Required skills'), 'Excel{Enter}');
      first.unmount();

      const other = await openForm('/submit-opportunity', { user: { ...contributor, id: 8 } });
      expect(field('Title')).toHaveValue('');
      other.unmount();

      const back = await openForm();
      expect(screen.getByText('Your unsent draft has been restored.')).toBeInTheDocument();
      expect(field('Opportunity type')).toHaveValue('internship');
      expect(field('Title')).toHaveValue('Draft internship');
      expect(chips('Required skills')).toEqual(['Excel']);

      await back.user.click(screen.getByRole('link', { name: 'Cancel' }));
      await waitFor(() => expect(back.router.state.location.pathname).toBe('/contributor-dashboard'));
      expect(localStorage.length).toBe(0);
    },
    multiStep,
  );

  it(
    'asks before leaving with unsaved changes',
    async () => {
      const { user, router } = await openForm();
      await user.type(field('Title'), 'Half done');
      await router.navigate('/');
      const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
      await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/submit-opportunity');

      await router.navigate('/');
      await user.click(await screen.findByRole('button', { name: 'Leave' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
    multiStep,
  );

  it(
    'reopens a rejected submission with ?edit= and sends it back to review with PUT',
    async () => {
      const rejected = buildSubmission({ id: 5, status: 'rejected', rejectionReason: 'Link is broken' });
      const { user, api } = await openForm('/submit-opportunity?edit=scholarship:5', {
        routes: {
          'GET /api/my-submissions': () => json([rejected]),
          'PUT /api/my-submissions/scholarship/5': () => json({ ...rejected, status: 'pending' }),
        },
      });
      expect(await screen.findByDisplayValue('Future Leaders Award')).toBeInTheDocument();
      expect(field('Opportunity type')).toBeDisabled();
      expect(chips('Required majors')).toEqual(['Business']);
      await user.clear(field('Application URL'));
      await user.type(field('Application URL'), 'https://example.org/new');
      await user.click(submitButton());
      await screen.findByText(m.submittedToast);
      expect(api.sent('PUT /api/my-submissions/scholarship/5')[0]?.body).toMatchObject({
        type: 'scholarship',
        url: 'https://example.org/new',
        lettersOfRecRequired: 2,
      });
    },
    multiStep,
  );

  it('refuses to edit an approved submission', async () => {
    renderContributor('/submit-opportunity?edit=scholarship:5', {
      routes: { 'GET /api/my-submissions': () => json([buildSubmission({ id: 5, status: 'approved' })]) },
    });
    expect(await screen.findByText(m.notEditable)).toBeInTheDocument();
  });
});
