import type {
  ApplicationCard,
  BuilderStatus,
  Draft,
  DraftSummary,
  GenerationEvent,
  ResumeDocument,
} from '@futurefund/core';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { installDialogPolyfill } from '../../components/upgrade-dialog/dialog-polyfill';
import { buildCard } from '../../testing/build-application';
export { buildDocument } from '../../testing/build-document';
import { buildUser } from '../../testing/build-user';
import { errorResponse, json, type RecordedRequest } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export const premiumStudent = buildUser({ weeklyAccessExpiresAt: '2099-01-01T00:00:00.000Z' });

/** What GET /api/builder/starter answers for the fixed profile of these tests. */
export function buildResume(overrides: Partial<ResumeDocument> = {}): ResumeDocument {
  return {
    kind: 'resume',
    template: 'classic',
    contact: { name: 'Jane Doe', email: 'jane@example.org', phone: '', location: 'Austin, TX', links: [] },
    summary: 'Biology student who likes fieldwork.',
    education: [
      {
        title: 'B.S. Biology',
        organization: 'Lakeside College',
        location: '',
        dates: 'Expected 2027',
        bullets: ['GPA 3.8'],
      },
    ],
    experience: [],
    projects: [],
    skills: ['Python', 'Field sampling'],
    activities: [],
    ...overrides,
  };
}

export const templateStatus: BuilderStatus = {
  provider: 'template',
  model: null,
  label: 'Template-based: written from your own profile facts by our built-in composer, not an AI model.',
  generationsPerHour: 20,
};

export function buildDraftSummary(overrides: Partial<DraftSummary> = {}): DraftSummary {
  return {
    id: 1,
    contentType: 'resume',
    title: 'Main resume',
    template: 'classic',
    opportunity: null,
    provider: null,
    generationPrompt: null,
    isTemplate: false,
    isFavorite: false,
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function buildDraft(overrides: Partial<Draft> = {}): Draft {
  return { ...buildDraftSummary(overrides), document: buildResume(), generation: null, ...overrides };
}

/** The saved scholarship the letter and the fit check are for. */
export const savedScholarship: ApplicationCard = buildCard({
  id: 1,
  opportunityId: 12,
  opportunityType: 'scholarship',
  title: 'Future Scientists Award',
  company: null,
  organization: 'River Foundation',
});

/** One server-sent event frame as the server writes it. */
export const sseFrame = (event: GenerationEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** A whole streamed answer at once: the frames of `events`. */
export const sseAnswer = (...events: GenerationEvent[]) =>
  new Response(events.map(sseFrame).join(''), { headers: { 'Content-Type': 'text/event-stream' } });

/** A streamed answer the test writes to frame by frame (`push`), then ends (`end`). */
export function controlledStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (own) => {
      controller = own;
    },
  });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: async (event: GenerationEvent) => {
      await act(async () => {
        controller.enqueue(encoder.encode(sseFrame(event)));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
    end: async () => {
      await act(async () => {
        controller.close();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    },
  };
}

export const premiumRefusal = () =>
  errorResponse(403, 'The resume and cover-letter builder is a Premium feature', 'PREMIUM_REQUIRED');

type BuilderOptions = {
  routes?: Record<string, Handler>;
  drafts?: DraftSummary[];
  user?: typeof premiumStudent;
  /** Under StrictMode, as development builds run (effects twice). */
  strict?: boolean;
};

/** The real route table at `path` against a fake server with a Premium student's builder data. */
export function renderBuilder(path = '/builder', options: BuilderOptions = {}) {
  const view = renderApp(path, {
    strict: options.strict,
    user: options.user ?? premiumStudent,
    routes: {
      'GET /api/builder/status': () => json(templateStatus),
      'GET /api/builder/starter': () => json(buildResume()),
      'GET /api/builder/drafts': () => json(options.drafts ?? []),
      'GET /api/applications': () => json([savedScholarship]),
      'GET /api/documents': () => json([]),
      ...options.routes,
    },
  });
  return { ...view, user: userEvent.setup() };
}

/** Dialogs need the jsdom stand-in and the page chunk is warmed up; toasts are shared module state, so each test starts clean. */
export function setUpBuilderTests() {
  // Compile the lazy page once up front, so the first test does not pay for it on a busy machine.
  beforeAll(async () => {
    installDialogPolyfill();
    await import('./builder-page');
  }, 15_000);
}
