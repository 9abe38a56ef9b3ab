import type { CreateDraft } from '@futurefund/core';
import type { TestContext } from './test-app';
import { buildUser, signIn } from './factories';

// Test data for the builder drafts API tests (modules/builder/drafts): documents as the builder
// page sends them, and the users the authorization rules tell apart.

export const DAY = 86_400_000;
export const premium = () => ({ weeklyAccessExpiresAt: new Date(Date.now() + DAY) });

export function resumeDocument(summary = 'Chemistry student who builds lab automation.') {
  return {
    kind: 'resume' as const,
    template: 'modern' as const,
    contact: { name: 'Ada Lovelace', email: 'ada@example.org', phone: '', location: 'Austin, TX', links: [] },
    summary,
    education: [
      {
        title: 'B.S. Chemistry',
        organization: 'University of Texas',
        location: 'Austin, TX',
        dates: '2023 – Present',
        bullets: ['GPA 3.8'],
      },
    ],
    experience: [],
    projects: [],
    skills: ['Python', 'Titration'],
    activities: [],
  };
}

export function coverLetterDocument(body = 'I am writing to apply.\n\nThank you for your time.') {
  return {
    kind: 'cover_letter' as const,
    template: 'modern' as const,
    contact: { name: 'Ada Lovelace', email: 'ada@example.org', phone: '', location: '', links: [] },
    date: 'November 25, 2026',
    recipient: ['Selection Committee'],
    salutation: 'Dear Committee,',
    body,
    closing: 'Sincerely,',
    signature: 'Ada Lovelace',
  };
}

export const templateGeneration = { provider: 'template' as const, model: null, prompt: 'FACTS: …' };

export function newResume(overrides: Partial<CreateDraft> = {}): CreateDraft {
  return { title: 'My resume', document: resumeDocument(), ...overrides };
}

/** The draft endpoints, called as one signed-in user (or anonymously with a null cookie). */
export function draftsClient(ctx: Pick<TestContext, 'app'>, cookie: string | null) {
  const headers = cookie ? { cookie } : {};
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    list: () => call('GET', '/api/builder/drafts'),
    get: (id: number) => call('GET', `/api/builder/drafts/${id}`),
    create: (body: unknown) => call('POST', '/api/builder/drafts', body),
    update: (id: number, body: unknown) => call('PATCH', `/api/builder/drafts/${id}`, body),
    duplicate: (id: number, body: unknown = {}) => call('POST', `/api/builder/drafts/${id}/duplicate`, body),
    remove: (id: number) => call('DELETE', `/api/builder/drafts/${id}`),
  };
}

export type DraftsClient = ReturnType<typeof draftsClient>;

/** A signed-in Premium student and their drafts client. */
export async function premiumStudent(ctx: TestContext) {
  const user = await buildUser(ctx.database, premium());
  const cookie = await signIn(ctx.app, user);
  return { user, cookie, drafts: draftsClient(ctx, cookie) };
}
