import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { buildScholarship, buildUser, signIn } from '../../../test/factories';

// Authorization matrix for the vault and the documents attached to applications (issue 12): every
// route × (anonymous, another student, a contributor, an admin) against one student's document and
// application, and against ids that do not exist. Nobody but the owner reaches them — admins
// included — and a refused request changes nothing.

type Actor = 'anonymous' | 'otherStudent' | 'contributor' | 'admin';
const actors: Actor[] = ['anonymous', 'otherStudent', 'contributor', 'admin'];
const MISSING = 2_000_000;

describe('vault authorization matrix', () => {
  let ctx: TestContext;
  let owner: string;
  const cookies: Partial<Record<Actor, string>> = {};
  let documentId: number;
  let applicationId: number;

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** What the owner can see: compared before and after each refused request. */
  const ownerState = async () => ({
    // lastUsed moves when the owner reads (as this check itself does), so it is left out.
    documents: (await inject('GET', '/api/documents', owner))
      .json()
      .map(({ lastUsed: _read, ...document }: { lastUsed: string | null }) => document),
    document: (await inject('GET', `/api/documents/${documentId}`, owner)).json().content,
    attached: (await inject('GET', `/api/applications/${applicationId}/documents`, owner)).json(),
  });

  beforeAll(async () => {
    ctx = await createTestApp();
    const premium = { weeklyAccessExpiresAt: new Date(Date.now() + 86_400_000) };
    owner = await signIn(ctx.app, await buildUser(ctx.database, premium));
    cookies.otherStudent = await signIn(ctx.app, await buildUser(ctx.database, premium));
    cookies.contributor = await signIn(
      ctx.app,
      await buildUser(ctx.database, {
        ...premium,
        userType: 'contributor',
        seekerSubType: null,
        contributorSubType: 'scholarship_manager',
        organizationName: 'Fund',
        jobTitle: 'Manager',
      }),
    );
    cookies.admin = await signIn(ctx.app, await buildUser(ctx.database, { ...premium, role: 'admin' }));
    const scholarship = await buildScholarship(ctx.database);
    documentId = (
      await inject('POST', '/api/documents', owner, {
        name: 'Private essay',
        type: 'essay',
        content: 'Mine.',
      })
    ).json().id;
    applicationId = (
      await inject('POST', '/api/applications', owner, {
        opportunityId: scholarship.id,
        opportunityType: 'scholarship',
        status: 'interested',
      })
    ).json().id;
    await inject('POST', `/api/applications/${applicationId}/documents`, owner, { documentId });
  });
  afterAll(() => ctx.close());

  const routes = (doc: number, app: number) =>
    [
      ['GET', `/api/documents/${doc}`],
      ['GET', `/api/documents/${doc}/download`],
      ['DELETE', `/api/documents/${doc}`],
      ['GET', `/api/applications/${app}/documents`],
      ['POST', `/api/applications/${app}/documents`, { documentId: doc }],
      ['DELETE', `/api/applications/${app}/documents/${doc}`],
    ] as const;

  for (const actor of actors) {
    for (const target of ['owned', 'missing'] as const) {
      it(`${actor}: every route on the student's ${target} ids answers ${actor === 'anonymous' ? 401 : 404} and changes nothing`, async () => {
        const before = await ownerState();
        const ids = target === 'owned' ? [documentId, applicationId] : [MISSING, MISSING];
        for (const [method, url, payload] of routes(ids[0]!, ids[1]!)) {
          const response = await inject(method, url, cookies[actor], payload);
          expect(response.statusCode, `${method} ${url}`).toBe(actor === 'anonymous' ? 401 : 404);
        }
        expect(await ownerState()).toEqual(before);
      });
    }
  }

  it("another user's own document cannot be attached to the student's application, nor the other way", async () => {
    const theirs = (
      await inject('POST', '/api/documents', cookies.otherStudent, {
        name: 'Theirs',
        type: 'other',
        content: 'x',
      })
    ).json().id;
    const before = await ownerState();
    const intoOwners = await inject('POST', `/api/applications/${applicationId}/documents`, owner, {
      documentId: theirs,
    });
    expect(intoOwners.statusCode).toBe(404);
    expect(await ownerState()).toEqual(before);
  });

  it('lists only your own documents, whoever you are', async () => {
    for (const actor of ['otherStudent', 'contributor', 'admin'] as const) {
      const names = (await inject('GET', '/api/documents', cookies[actor]))
        .json()
        .map((d: { name: string }) => d.name);
      expect(names, actor).not.toContain('Private essay');
    }
    expect((await inject('GET', '/api/documents')).statusCode).toBe(401);
  });
});
