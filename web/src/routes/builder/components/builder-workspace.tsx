import {
  builderApi,
  builderContentTypeLabels,
  builderMessages,
  type BuilderStatus,
  type CoverLetterDocument,
  type Draft,
  type FactCheckResult,
  type GenerationRecord,
  type ResumeDocument,
} from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isErrorCode } from '../../../lib/api-client';
import { applicationsQuery } from '../../../lib/applications-query';
import { cn } from '../../../lib/utils';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { isPremiumRequired, useDraft, useFactCheck, useSaveDraft, useStarter } from '../api/builder';
import { useGeneration } from '../api/use-generation';
import {
  coverLetterFrame,
  defaultTitle,
  opportunityKey,
  parseMode,
  parseOpportunityRef,
  type BuilderMode,
} from '../model/document';
import { opportunityChoices } from '../model/opportunity-choices';
import { ConfirmDialog } from './confirm-dialog';
import { CoverLetterPanel, type LetterInputs } from './cover-letter-panel';
import { LetterPreview, ResumePreview } from './document-preview';
import { DraftsPanel } from './drafts-panel';
import { FactCheckPanel } from './fact-check-panel';
import { FitCheckPanel } from './fit-check-panel';
import { ResumeEditor } from './resume-editor';
import { SaveBar } from './save-bar';
import { SegmentedControl } from './segmented-control';

/** The draft a document was opened from (null until saved) and the title it is saved under. */
type Saved = { id: number | null; title: string | null };
/** A fact check and the text it checked: after an edit it is stale until checked again. */
type Checked = { result: FactCheckResult; text: string };

const modes: BuilderMode[] = ['resume', 'cover_letter'];
/** Below 1024 px the editor and the preview take turns. */
const phoneViews = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
] as const;

export function BuilderWorkspace({ status, onLocked }: { status: BuilderStatus; onLocked: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedMode = parseMode(searchParams.get('type'));
  const urlOpportunity = useMemo(() => parseOpportunityRef(searchParams.get('opportunity')), [searchParams]);
  const draftId = Number(searchParams.get('draft')) || null;

  const starter = useStarter();
  const opened = useDraft(draftId);
  const applications = useQuery(applicationsQuery);
  const choices = useMemo(
    () => opportunityChoices(applications.data ?? [], urlOpportunity),
    [applications.data, urlOpportunity],
  );

  const [resume, setResume] = useState<ResumeDocument | null>(null);
  const [resumeSaved, setResumeSaved] = useState<Saved>({ id: null, title: null });
  const [summaryGeneration, setSummaryGeneration] = useState<GenerationRecord | null>(null);
  const [summaryCheck, setSummaryCheck] = useState<FactCheckResult | null>(null);
  const [letter, setLetter] = useState<CoverLetterDocument | null>(null);
  const [letterSaved, setLetterSaved] = useState<Saved>({ id: null, title: null });
  const [letterGeneration, setLetterGeneration] = useState<GenerationRecord | null>(null);
  const [letterCheck, setLetterCheck] = useState<Checked | null>(null);
  /** Selected documents the last generation could not read (a scanned image, say). */
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const [inputs, setInputs] = useState<LetterInputs>({
    opportunityKey: urlOpportunity ? opportunityKey(urlOpportunity) : '',
    documentIds: [],
    instructions: '',
  });
  const [dirty, setDirty] = useState<Record<BuilderMode, boolean>>({ resume: false, cover_letter: false });
  const [phoneView, setPhoneView] = useState<'edit' | 'preview'>('edit');
  const [confirmingSave, setConfirmingSave] = useState(false);

  const generation = useGeneration(onLocked);
  const save = useSaveDraft(onLocked);
  const factCheck = useFactCheck(onLocked);
  const guard = useLeaveGuard(dirty.resume || dirty.cover_letter, builderLeaveText);

  const starterError = starter.error;
  useEffect(() => {
    if (isPremiumRequired(starterError) || isPremiumRequired(opened.error)) onLocked();
  }, [starterError, opened.error, onLocked]);

  // The profile pre-fill is the resume until the user opens a saved one (state adjusted while
  // rendering, as React advises for state derived from a prop that arrives later).
  if (resume === null && starter.data) setResume(starter.data);

  // An opened draft (?draft=ID, from the list or a link) replaces the document of its kind, once.
  const [appliedDraft, setAppliedDraft] = useState<Draft | null>(null);
  if (opened.data && appliedDraft !== opened.data) {
    const draft = opened.data;
    setAppliedDraft(draft);
    // A template opens as the start of a new draft: saving it never overwrites the template.
    const saved = { id: draft.isTemplate ? null : draft.id, title: draft.isTemplate ? null : draft.title };
    if (draft.document.kind === 'resume') {
      setResume(draft.document);
      setResumeSaved(saved);
      setSummaryGeneration(draft.generation);
      setSummaryCheck(null);
    } else {
      setLetter(draft.document);
      setLetterSaved(saved);
      setLetterGeneration(draft.generation);
      setLetterCheck(null);
      const ref = draft.opportunity;
      if (ref) setInputs((now) => ({ ...now, opportunityKey: opportunityKey(ref) }));
    }
    setDirty((now) => ({ ...now, [draft.contentType]: false }));
  }
  // While a draft is open the page shows its kind; choosing a mode closes it (setMode).
  const mode: BuilderMode = draftId !== null && opened.data ? opened.data.contentType : requestedMode;

  function setMode(next: BuilderMode) {
    const params = new URLSearchParams(searchParams);
    params.set('type', next);
    // The open draft's kind wins while ?draft is set: choosing a mode leaves it.
    params.delete('draft');
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  if (starter.isError && !isPremiumRequired(starter.error))
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>Your profile could not be loaded to start the resume.</p>
        <Button variant="outline" onClick={() => void starter.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (resume === null) return <Spinner label="Filling in your resume from your profile…" />;

  const chosen = choices.find((choice) => choice.key === inputs.opportunityKey) ?? null;
  const shownLetter = letter ?? coverLetterFrame(resume, chosen?.target ?? null, '');
  const document = mode === 'resume' ? resume : shownLetter;
  const saved = mode === 'resume' ? resumeSaved : letterSaved;
  const setSaved = mode === 'resume' ? setResumeSaved : setLetterSaved;
  const title = saved.title ?? defaultTitle(mode, resume, chosen?.target ?? null);
  const markDirty = (which: BuilderMode) => setDirty((now) => ({ ...now, [which]: true }));

  const editResume = (next: ResumeDocument) => {
    setResume(next);
    markDirty('resume');
  };
  const editLetter = (next: CoverLetterDocument) => {
    setLetter(next);
    markDirty('cover_letter');
  };

  function writeSummary() {
    const before = resume!.summary;
    const base = resume!;
    void generation.start(
      {
        kind: 'resume_summary',
        resume: base,
        opportunity: chosen?.ref ?? null,
        documentIds: [],
        instructions: '',
      },
      {
        onText: (text) => setResume((now) => (now ? { ...now, summary: text } : now)),
        onDone: (event) => {
          setSummaryGeneration(event.generation);
          setSummaryCheck(event.factCheck);
          markDirty('resume');
        },
        onRestore: () => setResume((now) => (now ? { ...now, summary: before } : now)),
      },
    );
  }

  function generateLetter() {
    if (!chosen) return;
    const before = letter;
    const frame = coverLetterFrame(resume!, chosen.target, '');
    void generation.start(
      {
        kind: 'cover_letter',
        resume: resume!,
        opportunity: chosen.ref,
        documentIds: inputs.documentIds,
        instructions: inputs.instructions,
      },
      {
        onText: (text) => setLetter({ ...frame, body: text }),
        onDone: (event) => {
          setLetterGeneration(event.generation);
          setLetterCheck({ result: event.factCheck, text: event.text });
          setUnreadable(event.documents.filter((used) => !used.used).map((used) => used.name));
          markDirty('cover_letter');
        },
        onRestore: () => setLetter(before),
      },
    );
  }

  function checkLetterAgain() {
    const text = shownLetter.body;
    factCheck.mutate(
      { text, resume: resume!, opportunity: chosen?.ref ?? null, documentIds: inputs.documentIds },
      { onSuccess: (result) => setLetterCheck({ result, text }) },
    );
  }

  function saveNow() {
    const isResume = mode === 'resume';
    save.mutate(
      {
        id: saved.id,
        body: {
          title: title.trim(),
          document,
          opportunity: isResume ? null : (chosen?.ref ?? null),
          generation: isResume ? summaryGeneration : letterGeneration,
        },
      },
      {
        onSuccess: (draft) => {
          setSaved({ id: draft.id, title: draft.title });
          setDirty((now) => ({ ...now, [mode]: false }));
        },
      },
    );
  }

  const flags = mode === 'resume' ? (summaryCheck?.flags ?? []) : (letterCheck?.result.flags ?? []);
  const requestSave = () => (flags.length > 0 ? setConfirmingSave(true) : saveNow());

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label="Document"
          options={modes.map((each) => ({ value: each, label: builderContentTypeLabels[each] }))}
          value={mode}
          onChange={setMode}
        />
        <SegmentedControl
          label="Show"
          options={phoneViews}
          value={phoneView}
          onChange={setPhoneView}
          className="lg:hidden"
        />
      </div>
      {opened.isError && !isPremiumRequired(opened.error) ? (
        <p role="alert" className="text-sm text-destructive">
          {isErrorCode(opened.error, builderApi.getDraft, 'NOT_FOUND')
            ? builderMessages.notFound
            : 'The draft could not be opened. Please try again.'}
        </p>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {generation.announcement}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="editor-heading"
          className={cn('grid min-w-0 content-start gap-6', phoneView === 'preview' && 'hidden lg:grid')}
        >
          <h2 id="editor-heading" className="text-xl font-semibold">
            {mode === 'resume' ? 'Edit your resume' : 'Write your cover letter'}
          </h2>
          {mode === 'resume' ? (
            <>
              <ResumeEditor
                resume={resume}
                onChange={editResume}
                summaryWriter={{
                  isWriting: generation.isWriting,
                  onWrite: writeSummary,
                  onStop: generation.stop,
                  label: status.label,
                }}
              />
              {summaryCheck ? (
                <FactCheckPanel
                  result={summaryCheck}
                  isStale={false}
                  isChecking={false}
                  onCheckAgain={() => {}}
                />
              ) : null}
            </>
          ) : (
            <CoverLetterPanel
              letter={shownLetter}
              onLetterChange={editLetter}
              inputs={inputs}
              onInputsChange={setInputs}
              choices={choices}
              isLoadingChoices={applications.isPending}
              writer={{
                isWriting: generation.isWriting,
                onGenerate: generateLetter,
                onStop: generation.stop,
              }}
              providerLabel={status.label}
              unreadable={unreadable}
              factCheck={
                letterCheck
                  ? {
                      result: letterCheck.result,
                      isStale: letterCheck.text !== shownLetter.body,
                      isChecking: factCheck.isPending,
                      onCheckAgain: checkLetterAgain,
                    }
                  : null
              }
            />
          )}
          <SaveBar
            title={title}
            onTitleChange={(next) => setSaved({ ...saved, title: next })}
            document={document}
            onSave={requestSave}
            isSaving={save.isPending}
            isBusy={generation.isWriting}
            onLocked={onLocked}
          />
        </section>
        {/* Named by its label, not a heading: the document's own name is its first heading (h2),
            its sections h3, as in the PDF. */}
        <section
          aria-label="Preview"
          className={cn(
            'grid min-w-0 content-start gap-3 lg:sticky lg:top-4',
            phoneView === 'edit' && 'hidden lg:grid',
          )}
        >
          {mode === 'resume' ? (
            <ResumePreview resume={resume} />
          ) : (
            <LetterPreview letter={shownLetter} flags={letterCheck?.text === shownLetter.body ? flags : []} />
          )}
        </section>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-2">
        {mode === 'resume' ? (
          <FitCheckPanel
            resume={resume}
            choices={choices}
            isLoadingChoices={applications.isPending}
            initialKey={inputs.opportunityKey}
            onLocked={onLocked}
          />
        ) : null}
        <DraftsPanel
          onOpen={(id) => {
            setAppliedDraft(null); // opening the same draft again reloads it
            const params = new URLSearchParams(searchParams);
            params.set('draft', String(id));
            setSearchParams(params, { replace: true });
          }}
          onDeleted={(id) => {
            if (resumeSaved.id === id) setResumeSaved({ id: null, title: null });
            if (letterSaved.id === id) setLetterSaved({ id: null, title: null });
          }}
          onLocked={onLocked}
        />
      </div>
      {confirmingSave ? (
        <ConfirmDialog
          title={builderMessages.factCheckTitle}
          description={builderMessages.saveWithFlagsConfirm}
          confirmLabel="Save anyway"
          onClose={(confirmed) => {
            setConfirmingSave(false);
            if (confirmed) saveNow();
          }}
        />
      ) : null}
      {guard.dialog}
    </div>
  );
}

const builderLeaveText = 'Unsaved changes to your resume or cover letter will be lost.';
