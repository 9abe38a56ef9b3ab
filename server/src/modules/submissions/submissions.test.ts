import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { submissionMessages, type OpportunitySubmissionInput } from '@futurefund/core';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';

const scholarship: OpportunitySubmissionInput = {
  type: 'scholarship',
  title: 'Riverbend Community Nursing Scholarship',
  description: 'For students entering a nursing programme at an accredited college in the state.',
  eligibility: 'Residents of Oregon enrolled in nursing.',
  url: 'https://riverbend.example.org/nursing',
  awardAmount: '$2,500',
  dueDate: '2099-03-01',
  minGPA: '3.0',
  requiredEducationLevel: 'Undergraduate',
  requiredMajors: ['Nursing', '  ', 'Nursing'],
  tags: ['healthcare'],
  essayRequired: true,
  lettersOfRecRequired: 2,
};

const internship: OpportunitySubmissionInput = {
  type: 'internship',
  title: 'Summer Data Analyst Intern',
  description: 'Work with our analytics team on real datasets across the summer months.',
  company: 'Riverbend Analytics',
  position: 'Data Analyst Intern',
  startDate: '2099-06-01',
  endDate: '2099-08-31',
  isPaid: true,
  salaryRange: '$20-25/hour',
  location: 'Portland, OR',
  requiredSkills: ['SQL'],
};

describe('contributor submissions API', () => {
  let ctx: TestContext;
  let contributor: string;
  let contributorId: number;
  let otherContributor: string;
  let student: string;
  let admin: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await buildUser(ctx.database, {
      userType: 'contributor',
      seekerSubType: null,
      contributorSubType: 'scholarship_manager',
      organizationName: 'Riverbend Foundation',
      organizationWebsite: 'https://riverbend.example.org',
      email: 'grants@riverbend.example.org',
      username: 'riverbend',
    });
    contributorId = owner.id;
    contributor = await signIn(ctx.app, owner);
    otherContributor = await signIn(
      ctx.app,
      await buildUser(ctx.database, { userType: 'contributor', seekerSubType: null }),
    );
    student = await signIn(ctx.app, await buildUser(ctx.database));
    admin = await signIn(ctx.app, await buildUser(ctx.database, { role: 'admin' }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string | null,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const submit = (body: object, cookie: string | null = contributor) =>
    call('POST', `/api/submit-${(body as { type?: string }).type ?? 'scholarship'}`, cookie, body);
  const auditActions = async () =>
    (await ctx.database.query<{ action: string }>('SELECT action FROM admin_audit_log ORDER BY id')).map(
      (row) => row.action,
    );

  it('stores a submission as a pending catalog row that nobody else can see', async () => {
    const response = await submit(scholarship);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      type: 'scholarship',
      title: scholarship.title,
      status: 'pending',
      rejectionReason: null,
      isClosed: false,
      reviewedAt: null,
    });
    // Empty list items are dropped and duplicates kept once (product §5).
    expect(body.fields).toMatchObject({ requiredMajors: ['Nursing'], minGPA: '3.0', awardAmount: '$2,500' });
    const [row] = await ctx.database.query<Record<string, unknown>>(
      `SELECT approval_status, contributor_id, is_contributor_submitted, source_type, provider, deadline::text,
              award_amount_usd, unique_hash, dedupe_key, search_words::text, last_verified_at, fresh
         FROM scholarships WHERE id = $1`,
      [body.id],
    );
    expect(row).toMatchObject({
      approval_status: 'pending',
      contributor_id: contributorId,
      is_contributor_submitted: true,
      source_type: 'contributor',
      provider: 'Riverbend Foundation',
      deadline: '2099-03-01',
      award_amount_usd: 2500,
      last_verified_at: null,
      fresh: false,
    });
    expect(row!.unique_hash).toBeTruthy();
    expect(row!.dedupe_key).toContain('riverbend community nursing scholarship');
    expect(row!.search_words).toContain("'nursing'");

    // Not public: browse, search, counts and the detail page know nothing of it.
    const titles = (await call('GET', '/api/opportunities?search=Riverbend', student)).json();
    expect(titles).toEqual([]);
    expect((await call('GET', `/api/scholarships/${body.id}`, student)).statusCode).toBe(404);
    expect((await call('GET', `/api/scholarships/${body.id}`, null)).statusCode).toBe(404);
    const counts = (await call('GET', '/api/opportunities/counts', null)).json();
    expect(counts.scholarships).toBe(0);
  });

  it('claims no application deadline for an internship: it closes once its end date has passed', async () => {
    const { id } = (await submit(internship)).json();
    const [row] = await ctx.database.query<{ deadline: string | null; season_ends_on: string | null }>(
      'SELECT deadline::text, season_ends_on::text FROM internships WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ deadline: null, season_ends_on: internship.endDate });
  });

  it.each([
    [{ ...scholarship, title: 'abc' }, submissionMessages.titleMin],
    [{ ...scholarship, title: 'x'.repeat(201) }, submissionMessages.titleMax],
    [{ ...scholarship, description: 'too short' }, submissionMessages.descriptionMin],
    [{ ...scholarship, url: 'ftp://example.org' }, submissionMessages.url],
    [{ ...scholarship, awardAmount: '' }, submissionMessages.awardRequired],
    [{ ...scholarship, dueDate: undefined }, submissionMessages.deadlineRequired],
    [{ ...scholarship, dueDate: '01/03/2099' }, submissionMessages.deadlineFormat],
    [{ ...internship, company: undefined }, submissionMessages.companyRequired],
    [{ ...internship, position: ' ' }, submissionMessages.positionRequired],
    [{ ...internship, endDate: '2099-05-01' }, submissionMessages.endBeforeStart],
    [{ ...scholarship, lettersOfRecRequired: 6 }, submissionMessages.letters],
    [{ ...scholarship, minGPA: '5.5' }, submissionMessages.gpa],
    [{ ...scholarship, tags: ['x'.repeat(81)] }, submissionMessages.listItem],
    [{ ...scholarship, tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, submissionMessages.listLength],
  ])('refuses an invalid form with the §5 message (%#)', async (body, message) => {
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses a form whose type does not match the address', async () => {
    const response = await call('POST', '/api/submit-internship', contributor, scholarship);
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['POST', '/api/submit-scholarship'],
    ['POST', '/api/submit-internship'],
    ['GET', '/api/my-submissions'],
    ['GET', '/api/contributor/summary'],
    ['GET', '/api/contributor/analytics'],
    ['GET', '/api/contributor/analytics.csv'],
  ] as const)('%s %s answers 401 signed out and 403 to a student', async (method, url) => {
    const body = method === 'POST' ? scholarship : undefined;
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect((await call(method, url, student, body)).statusCode).toBe(403);
  });

  it.each([
    ['GET', '/api/admin/submissions'],
    ['POST', '/api/admin/submissions/scholarship/1/approve'],
    ['POST', '/api/admin/submissions/scholarship/1/reject'],
    ['POST', '/api/admin/submissions/approve'],
    ['POST', '/api/admin/contributors/riverbend/verify'],
    ['DELETE', '/api/admin/contributors/riverbend/verify'],
  ] as const)('%s %s is admin only (401, 403 to students and contributors)', async (method, url) => {
    const body = url.endsWith('/reject')
      ? { reason: 'Not a real listing' }
      : url.endsWith('/submissions/approve')
        ? { items: [{ type: 'scholarship', id: 1 }] }
        : undefined;
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect((await call(method, url, student, body)).statusCode).toBe(403);
    expect((await call(method, url, contributor, body)).statusCode).toBe(403);
  });

  it("never shows, edits or closes another contributor's submission", async () => {
    const { id } = (await submit(scholarship)).json();
    expect((await call('GET', '/api/my-submissions', otherContributor)).json()).toEqual([]);
    expect(
      (await call('PUT', `/api/my-submissions/scholarship/${id}`, otherContributor, scholarship)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/my-submissions/scholarship/${id}/close`, otherContributor)).statusCode,
    ).toBe(404);
  });

  it('rejects with a required reason; the contributor reads it, is notified, edits and resubmits', async () => {
    const { id } = (await submit(internship)).json();
    const noReason = await call('POST', `/api/admin/submissions/internship/${id}/reject`, admin, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(submissionMessages.rejectReasonRequired);

    const rejected = await call('POST', `/api/admin/submissions/internship/${id}/reject`, admin, {
      reason: 'Please add the application link.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add the application link.',
    });
    const mine = (await call('GET', '/api/my-submissions', contributor)).json();
    expect(
      mine.find((s: { id: number; type: string }) => s.id === id && s.type === 'internship'),
    ).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add the application link.',
    });
    const [notice] = await ctx.database.query<{ kind: string; body: string; link: string }>(
      "SELECT kind, body, link FROM notifications WHERE user_id = $1 AND kind = 'submission_rejected'",
      [contributorId],
    );
    expect(notice).toMatchObject({ link: '/contributor-dashboard' });
    expect(notice!.body).toContain('Please add the application link.');
    await ctx.app.services.settled();
    const mails = await ctx.database.query<{ kind: string }>(
      "SELECT kind FROM email_outbox WHERE kind = 'submission_rejected'",
    );
    expect(mails).toHaveLength(1);
    expect(await auditActions()).toContain('submission.reject');

    // A second decision on the same submission is a conflict.
    const again = await call('POST', `/api/admin/submissions/internship/${id}/approve`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(submissionMessages.notPending);

    const resubmitted = await call('PUT', `/api/my-submissions/internship/${id}`, contributor, {
      ...internship,
      url: 'https://riverbend.example.org/apply',
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      fields: { url: 'https://riverbend.example.org/apply' },
    });
  });

  it('approves: public at once in browse and detail, verified, notified, closable by its contributor', async () => {
    const { id } = (await submit({ ...scholarship, title: 'Riverbend Approved Scholarship' })).json();
    const queue = (await call('GET', '/api/admin/submissions', admin)).json();
    const item = queue.find(
      (entry: { id: number; type: string }) => entry.id === id && entry.type === 'scholarship',
    );
    expect(item.contributor).toMatchObject({
      username: 'riverbend',
      organizationName: 'Riverbend Foundation',
      organizationWebsite: 'https://riverbend.example.org',
      isVerified: false,
    });
    expect(item.fields.title).toBe('Riverbend Approved Scholarship');

    // Browse is cached per catalog version: read it first so the approval must refresh it.
    expect((await call('GET', '/api/opportunities?search=Approved', student)).json()).toEqual([]);
    const approved = await call('POST', `/api/admin/submissions/scholarship/${id}/approve`, admin);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(approved.json().reviewedAt).toBeTruthy();
    // On PostgreSQL the new catalog version arrives by NOTIFY, a moment after the commit.
    const titles = async () =>
      (await call('GET', '/api/opportunities?search=Approved', student))
        .json()
        .map((entry: { title: string }) => entry.title);
    await vi.waitFor(async () => expect(await titles()).toEqual(['Riverbend Approved Scholarship']), {
      timeout: 5000,
      interval: 50,
    });
    const detail = await call('GET', `/api/scholarships/${id}`, student);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ sourceType: 'contributor' });
    const [row] = await ctx.database.query<{
      approved_by: number;
      last_verified_at: Date | null;
      fresh: boolean;
    }>('SELECT approved_by, last_verified_at, fresh FROM scholarships WHERE id = $1', [id]);
    expect(row!.approved_by).toBeTruthy();
    expect(row!.last_verified_at).not.toBeNull();
    expect(row!.fresh).toBe(true);
    expect(await auditActions()).toContain('submission.approve');
    const [notice] = await ctx.database.query<{ link: string }>(
      "SELECT link FROM notifications WHERE user_id = $1 AND kind = 'submission_approved'",
      [contributorId],
    );
    expect(notice).toMatchObject({ link: '/contributor-dashboard' });
    await ctx.app.services.settled();
    const mails = await ctx.database.query<{ to_address: string }>(
      "SELECT to_address FROM email_outbox WHERE kind = 'submission_approved'",
    );
    expect(mails).toEqual([{ to_address: 'grants@riverbend.example.org' }]);

    // An approved submission can no longer be edited, only closed.
    const edit = await call('PUT', `/api/my-submissions/scholarship/${id}`, contributor, scholarship);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(submissionMessages.notEditable);
    const closed = await call('POST', `/api/my-submissions/scholarship/${id}/close`, contributor);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isClosed: true });
    await vi.waitFor(async () => expect(await titles()).toEqual([]), { timeout: 5000, interval: 50 });
  });

  it('refuses to close a pending submission', async () => {
    const { id } = (await submit(scholarship)).json();
    const response = await call('POST', `/api/my-submissions/scholarship/${id}/close`, contributor);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(submissionMessages.notClosable);
  });

  it('bulk approves pending submissions and skips the rest', async () => {
    const a = (await submit({ ...scholarship, title: 'Bulk Award Number One' })).json();
    const b = (await submit({ ...internship, title: 'Bulk Internship Number Two' })).json();
    const response = await call('POST', '/api/admin/submissions/approve', admin, {
      items: [
        { type: 'scholarship', id: a.id },
        { type: 'internship', id: b.id },
        { type: 'scholarship', id: a.id },
        { type: 'internship', id: 999999 },
      ],
    });
    expect(response.json()).toEqual({ approved: 2, skipped: 2 });
  });

  it('verifies and unverifies a contributor, with audit rows, and the summary says so', async () => {
    const verified = await call('POST', '/api/admin/contributors/riverbend/verify', admin);
    expect(verified.json()).toMatchObject({ username: 'riverbend', isVerified: true });
    expect(verified.json().verificationDate).toBeTruthy();
    const summary = (await call('GET', '/api/contributor/summary', contributor)).json();
    expect(summary).toMatchObject({ organizationName: 'Riverbend Foundation', isVerified: true });
    expect(summary.opportunitiesPosted).toBeGreaterThan(0);
    const unverified = await call('DELETE', '/api/admin/contributors/riverbend/verify', admin);
    expect(unverified.json()).toEqual({ username: 'riverbend', isVerified: false, verificationDate: null });
    expect((await call('POST', '/api/admin/contributors/nobody-here/verify', admin)).statusCode).toBe(404);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['contributor.verify', 'contributor.unverify']),
    );
  });

  it('lists my submissions newest first', async () => {
    const mine = (await call('GET', '/api/my-submissions', contributor)).json();
    const times = mine.map((s: { submittedAt: string }) => s.submittedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('warns the reviewer of catalog listings with a like title', async () => {
    const existing = await buildScholarship(ctx.database, {
      title: 'Harbor Light Marine Biology Scholarship',
      provider: 'Harbor Light Trust',
      approvalStatus: 'approved',
    });
    // Shares words, not the opportunity: not worth a warning.
    const unrelated = await buildScholarship(ctx.database, {
      title: 'Harbor Light Community Arts Grant',
      approvalStatus: 'approved',
    });
    const { id } = (
      await submit({ ...scholarship, title: 'Harbor Light Marine Biology Scholarships' })
    ).json();
    const queue = (await call('GET', '/api/admin/submissions?status=pending', admin)).json();
    const item = queue.find(
      (entry: { id: number; type: string }) => entry.id === id && entry.type === 'scholarship',
    );
    expect(item.duplicates[0]).toMatchObject({
      type: 'scholarship',
      id: existing.id,
      title: 'Harbor Light Marine Biology Scholarship',
      organization: 'Harbor Light Trust',
    });
    expect(item.duplicates[0].similarity).toBeGreaterThan(0.5);
    expect(item.duplicates.some((d: { id: number }) => d.id === id)).toBe(false);
    expect(item.duplicates.some((d: { id: number }) => d.id === unrelated.id)).toBe(false);
  });
});
