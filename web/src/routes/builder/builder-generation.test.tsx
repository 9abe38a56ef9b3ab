import { builderMessages, factKindLabels, type GenerationEvent } from '@futurefund/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, json } from '../../testing/fake-api';
import {
  buildDocument,
  buildDraft,
  buildResume,
  controlledStream,
  renderBuilder,
  setUpBuilderTests,
  sseAnswer,
  templateStatus,
} from './builder-test-utils';

setUpBuilderTests();

const letterPath = '/builder?type=cover_letter&opportunity=scholarship:12';
const letterBody =
  'I am applying for the Future Scientists Award.\n\nI studied at Lakeside College for 7 years.';
const done = (flags: boolean): Extract<GenerationEvent, { type: 'done' }> => ({
  type: 'done',
  text: letterBody,
  factCheck: {
    flags: flags
      ? [
          {
            kind: 'number',
            text: '7 years',
            start: letterBody.indexOf('7 years'),
            end: letterBody.indexOf('7 years') + 7,
          },
        ]
      : [],
    checked: 3,
  },
  generation: { provider: 'template', model: null, prompt: 'cover_letter v1' },
  documents: [],
});

const letterField = () => screen.getByLabelText('Letter');
const preview = () => screen.getByRole('region', { name: 'Preview' });

describe('cover letter generation', () => {
  it('streams the text in, announces it, and lists the fact check when done', async () => {
    const stream = controlledStream();
    const { user, api } = renderBuilder(letterPath, {
      routes: { 'POST /api/builder/generate': () => stream.response() },
    });
    expect(await screen.findByText(templateStatus.label)).toBeInTheDocument();
    expect(await screen.findByLabelText('Opportunity this letter is for')).toHaveValue('scholarship:12');
    await user.click(screen.getByRole('button', { name: 'Generate cover letter' }));
    await stream.push({ type: 'start', provider: 'template', model: null });
    await stream.push({ type: 'delta', text: 'I am applying ' });
    await waitFor(() => expect(letterField()).toHaveValue('I am applying '));
    expect(screen.getByText('Writing…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();

    await stream.push(done(true));
    await stream.end();
    await waitFor(() => expect(letterField()).toHaveValue(letterBody));
    expect(screen.getByText('Done')).toBeInTheDocument();
    const check = screen.getByRole('region', { name: builderMessages.factCheckTitle });
    expect(within(check).getByText(`${factKindLabels.number}:`)).toBeInTheDocument();
    expect(within(check).getByText('7 years')).toBeInTheDocument();
    expect(within(preview()).getByText('7 years').tagName).toBe('MARK');
    expect(api.sent('POST /api/builder/generate')[0]?.body).toEqual({
      kind: 'cover_letter',
      resume: buildResume(),
      opportunity: { type: 'scholarship', id: 12 },
      documentIds: [],
      instructions: '',
    });
  });

  it('sends the chosen documents and tone, and names a document it could not read', async () => {
    const { user, api } = renderBuilder(letterPath, {
      routes: {
        'GET /api/documents': () =>
          json([
            buildDocument({ id: 3, name: 'Essay draft', type: 'essay' }),
            buildDocument({ id: 4, name: 'Scanned award', type: 'other' }),
          ]),
        'POST /api/builder/generate': () =>
          sseAnswer({
            ...done(false),
            documents: [
              { id: 3, name: 'Essay draft', used: true },
              { id: 4, name: 'Scanned award', used: false },
            ],
          }),
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: /Essay draft/ }));
    await user.click(screen.getByRole('checkbox', { name: /Scanned award/ }));
    await user.type(screen.getByLabelText('Instructions (optional)'), 'Warm and concise');
    await user.click(screen.getByRole('button', { name: 'Generate cover letter' }));
    expect(await screen.findByText(builderMessages.documentUnreadable, { exact: false })).toHaveTextContent(
      `Scanned award: ${builderMessages.documentUnreadable}`,
    );
    expect(api.sent('POST /api/builder/generate')[0]?.body).toMatchObject({
      documentIds: [3, 4],
      instructions: 'Warm and concise',
    });
  });

  it('says the facts are clear, and asks nothing before saving', async () => {
    const { user, api } = renderBuilder(letterPath, {
      routes: {
        'POST /api/builder/generate': () => sseAnswer(done(false)),
        'POST /api/builder/drafts': () => json(buildDraft({ id: 4, contentType: 'cover_letter' }), 201),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    expect(await screen.findByText(builderMessages.factCheckClear)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(builderMessages.saved)).toBeInTheDocument();
    const body = api.sent('POST /api/builder/drafts')[0]?.body as Record<string, unknown>;
    expect(body.opportunity).toEqual({ type: 'scholarship', id: 12 });
    expect(body.generation).toEqual(done(false).generation);
    expect(body.title).toBe('Cover letter – Future Scientists Award');
  });

  it('asks before saving a letter with flagged facts', async () => {
    const { user, api } = renderBuilder(letterPath, {
      routes: {
        'POST /api/builder/generate': () => sseAnswer(done(true)),
        'POST /api/builder/drafts': () => json(buildDraft({ id: 4, contentType: 'cover_letter' }), 201),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    await screen.findByRole('region', { name: builderMessages.factCheckTitle });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: builderMessages.factCheckTitle });
    expect(within(dialog).getByText(builderMessages.saveWithFlagsConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText(builderMessages.saved)).toBeInTheDocument();
    expect(api.sent('POST /api/builder/drafts')).toHaveLength(1);
  });

  it('checks edited text again', async () => {
    const { user, api } = renderBuilder(letterPath, {
      routes: {
        'POST /api/builder/generate': () => sseAnswer(done(true)),
        'POST /api/builder/fact-check': () => json({ flags: [], checked: 2 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    await screen.findByRole('region', { name: builderMessages.factCheckTitle });
    await user.clear(letterField());
    await user.type(letterField(), 'I studied at Lakeside College.');
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(builderMessages.factCheckClear)).toBeInTheDocument();
    expect(api.sent('POST /api/builder/fact-check')[0]?.body).toEqual({
      text: 'I studied at Lakeside College.',
      resume: buildResume(),
      opportunity: { type: 'scholarship', id: 12 },
      documentIds: [],
    });
  });

  it('keeps the previous text and shows the message when the stream ends in an error', async () => {
    const stream = controlledStream();
    const { user } = renderBuilder(letterPath, {
      routes: { 'POST /api/builder/generate': () => stream.response() },
    });
    await user.type(await screen.findByLabelText('Letter'), 'My own opening.');
    await user.click(screen.getByRole('button', { name: 'Generate cover letter' }));
    await stream.push({ type: 'delta', text: 'Half a sent' });
    await waitFor(() => expect(letterField()).toHaveValue('Half a sent'));
    await stream.push({ type: 'error', message: builderMessages.providerTimeout, code: 'timeout' });
    await stream.end();
    expect(await screen.findByText(builderMessages.generateFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(builderMessages.providerTimeout)).toBeInTheDocument();
    expect(letterField()).toHaveValue('My own opening.');
  });

  it('says how many texts an hour are allowed when the server answers 429', async () => {
    const { user } = renderBuilder(letterPath, {
      routes: {
        'POST /api/builder/generate': () =>
          errorResponse(429, builderMessages.userRateLimited, 'RATE_LIMITED'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    expect(await screen.findByText(builderMessages.generateFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(builderMessages.userRateLimited)).toBeInTheDocument();
    expect(letterField()).toHaveValue('');
  });

  it('streams under StrictMode too (effects run twice in development)', async () => {
    const { user } = renderBuilder(letterPath, {
      strict: true,
      routes: { 'POST /api/builder/generate': () => sseAnswer({ type: 'delta', text: 'I am' }, done(false)) },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    await waitFor(() => expect(letterField()).toHaveValue(letterBody));
    expect(screen.getByText(builderMessages.factCheckClear)).toBeInTheDocument();
  });

  it('stops on request and puts the previous text back', async () => {
    const stream = controlledStream();
    const { user } = renderBuilder(letterPath, {
      routes: { 'POST /api/builder/generate': () => stream.response() },
    });
    await user.click(await screen.findByRole('button', { name: 'Generate cover letter' }));
    await stream.push({ type: 'delta', text: 'Partial' });
    await waitFor(() => expect(letterField()).toHaveValue('Partial'));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(letterField()).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Generate cover letter' })).toBeInTheDocument();
  });

  it('says so when nothing is saved yet, and links to browse', async () => {
    renderBuilder('/builder?type=cover_letter', { routes: { 'GET /api/applications': () => json([]) } });
    expect(await screen.findByText(/You have no saved opportunities yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
  });
});

describe('resume summary', () => {
  it('streams a summary into the field', async () => {
    const { user, api } = renderBuilder('/builder', {
      routes: {
        'POST /api/builder/generate': () =>
          sseAnswer(
            { type: 'delta', text: 'Biology student' },
            { ...done(false), text: 'Biology student at Lakeside College.' },
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Write summary' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Summary')).toHaveValue('Biology student at Lakeside College.'),
    );
    expect((api.sent('POST /api/builder/generate')[0]?.body as { kind: string }).kind).toBe('resume_summary');
  });
});

const fitAnswer = () =>
  json({
    score: 50,
    items: [
      { kind: 'skill', text: 'Python', covered: true, evidence: 'Skills' },
      { kind: 'requirement', text: 'Minimum GPA 3.5', covered: false, evidence: null },
    ],
    opportunity: { id: 12, type: 'scholarship', title: 'Future Scientists Award', organization: null },
  });

describe('fit check', () => {
  it('checks at once when opened from an opportunity, with the score in words and both lists', async () => {
    const { api } = renderBuilder('/builder?type=resume&opportunity=scholarship:12', {
      routes: { 'POST /api/builder/fit-check': fitAnswer },
    });
    expect(await screen.findByText('Fit score: 50 out of 100 (1 of 2 covered)')).toBeInTheDocument();
    expect(screen.getByText(/found in Skills/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Missing (1)' })).toBeInTheDocument();
    expect(screen.getByText('Minimum GPA 3.5')).toBeInTheDocument();
    expect(api.sent('POST /api/builder/fit-check')[0]?.body).toEqual({
      resume: buildResume(),
      opportunity: { type: 'scholarship', id: 12 },
    });
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('waits for the user to choose when opened without an opportunity', async () => {
    const { user, api } = renderBuilder('/builder?type=resume', {
      routes: { 'POST /api/builder/fit-check': fitAnswer },
    });
    const select = await screen.findByLabelText('Opportunity to check against');
    expect(api.sent('POST /api/builder/fit-check')).toHaveLength(0);
    await user.selectOptions(select, 'scholarship:12');
    await user.click(screen.getByRole('button', { name: 'Check fit' }));
    expect(await screen.findByText('Fit score: 50 out of 100 (1 of 2 covered)')).toBeInTheDocument();
    expect(api.sent('POST /api/builder/fit-check')).toHaveLength(1);
  });
});
