import {
  builderApi,
  builderContentTypeLabels,
  builderMessages,
  type BuilderStatus,
  type CoverLetterDocument,
  type DraftSummary,
  type ResumeDocument,
} from '@futurefund/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';
import { isErrorCode } from '../../../lib/api-client';
import { cn } from '../../../lib/utils';
import { isPremiumRequired, useFactCheck, useSaveDraft } from '../api/builder';
import { useGeneration } from '../api/use-generation';
import { defaultTitle, type BuilderMode } from '../model/document';
import { letterFrameFor } from '../model/opportunity-choices';
import { ConfirmDialog } from './confirm-dialog';
import { CoverLetterPanel } from './cover-letter-panel';
import { LetterPreview, ResumePreview } from './document-preview';
import { DraftsPanel } from './drafts-panel';
import { FactCheckPanel } from './fact-check-panel';
import { FitCheckPanel } from './fit-check-panel';
import { ResumeEditor } from './resume-editor';
import { SaveBar } from './save-bar';
import { SegmentedControl } from './segmented-control';
import { useBuilderDocuments } from './use-builder-documents';

const modes: BuilderMode[] = ['resume', 'cover_letter'];
/** Below 1024 px the editor and the preview take turns. */
const phoneViews = [
  { value: 'edit', label: 'Edit' },
  { value: 'preview', label: 'Preview' },
] as const;

export function BuilderWorkspace({ status, onLocked }: { status: BuilderStatus; onLocked: () => void }) {
  const documents = useBuilderDocuments(onLocked);
  const { choices, inputs, letter, letterCheck, mode, resume, summaryCheck } = documents;
  const [phoneView, setPhoneView] = useState<'edit' | 'preview'>('edit');
  const [confirmingSave, setConfirmingSave] = useState(false);
  const [replacing, setReplacing] = useState<DraftSummary | null>(null);
  // Opened from an opportunity's "Tailor my resume": the fit check leads and runs at once.
  const [tailoring] = useState(() => inputs.opportunityKey !== '');

  const generation = useGeneration(onLocked);
  const save = useSaveDraft(onLocked);
  const factCheck = useFactCheck(onLocked);
  const guard = useLeaveGuard(documents.dirty.resume || documents.dirty.cover_letter, builderLeaveText);

  if (documents.starter.isError && !isPremiumRequired(documents.starter.error))
    return (
      <div role="alert" className="grid justify-items-start gap-2">
        <p>Your profile could not be loaded to start the resume.</p>
        <Button variant="outline" onClick={() => void documents.starter.refetch()}>
          Try again
        </Button>
      </div>
    );
  if (resume === null) return <Spinner label="Filling in your resume from your profile…" />;

  const chosen = choices.find((choice) => choice.key === inputs.opportunityKey) ?? null;
  const shownLetter = letter ?? letterFrameFor(resume, chosen);
  /** Opening a draft replaces the open document of its kind: unsaved edits there are asked about. */
  const openDraft = (draft: DraftSummary) => {
    if (documents.dirty[draft.contentType]) setReplacing(draft);
    else documents.openDraft(draft.id);
  };
  const fitPanel = (
    <FitCheckPanel
      resume={resume}
      choices={choices}
      isLoadingChoices={documents.applications.isPending}
      initialKey={inputs.opportunityKey}
      autoRun={tailoring}
      onLocked={onLocked}
    />
  );
  const document = mode === 'resume' ? resume : shownLetter;
  const saved = mode === 'resume' ? documents.resumeSaved : documents.letterSaved;
  const setSaved = mode === 'resume' ? documents.setResumeSaved : documents.setLetterSaved;
  const title = saved.title ?? defaultTitle(mode, resume, chosen?.target ?? null);
  const markDirty = (which: BuilderMode) => documents.setDirty((now) => ({ ...now, [which]: true }));

  const editResume = (next: ResumeDocument) => {
    documents.setResume(next);
    markDirty('resume');
  };
  const editLetter = (next: CoverLetterDocument) => {
    documents.setLetter(next);
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
        onText: (text) => documents.setResume((now) => (now ? { ...now, summary: text } : now)),
        onDone: (event) => {
          documents.setSummaryGeneration(event.generation);
          documents.setSummaryCheck(event.factCheck);
          markDirty('resume');
        },
        onRestore: () => documents.setResume((now) => (now ? { ...now, summary: before } : now)),
      },
    );
  }

  function generateLetter() {
    if (!chosen) return;
    const before = letter;
    const frame = letterFrameFor(resume!, chosen);
    void generation.start(
      {
        kind: 'cover_letter',
        resume: resume!,
        opportunity: chosen.ref,
        documentIds: inputs.documentIds,
        instructions: inputs.instructions,
      },
      {
        onText: (text) => documents.setLetter({ ...frame, body: text }),
        onDone: (event) => {
          documents.setLetterGeneration(event.generation);
          documents.setLetterCheck({ result: event.factCheck, text: event.text });
          documents.setUnreadable(event.documents.filter((used) => !used.used).map((used) => used.name));
          markDirty('cover_letter');
        },
        onRestore: () => documents.setLetter(before),
      },
    );
  }

  function checkLetterAgain() {
    const text = shownLetter.body;
    factCheck.mutate(
      { text, resume: resume!, opportunity: chosen?.ref ?? null, documentIds: inputs.documentIds },
      { onSuccess: (result) => documents.setLetterCheck({ result, text }) },
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
          generation: isResume ? documents.summaryGeneration : documents.letterGeneration,
        },
      },
      {
        onSuccess: (draft) => {
          setSaved({ id: draft.id, title: draft.title });
          documents.setDirty((now) => ({ ...now, [mode]: false }));
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
          onChange={documents.setMode}
        />
        <SegmentedControl
          label="Show"
          options={phoneViews}
          value={phoneView}
          onChange={setPhoneView}
          className="lg:hidden"
        />
      </div>
      {documents.opened.isError && !isPremiumRequired(documents.opened.error) ? (
        <p role="alert" className="text-sm text-destructive">
          {isErrorCode(documents.opened.error, builderApi.getDraft, 'NOT_FOUND')
            ? builderMessages.notFound
            : 'The draft could not be documents.opened. Please try again.'}
        </p>
      ) : null}
      <p className="sr-only" role="status" aria-live="polite">
        {generation.announcement}
      </p>
      {mode === 'resume' && tailoring ? fitPanel : null}
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
              onInputsChange={documents.setInputs}
              choices={choices}
              isLoadingChoices={documents.applications.isPending}
              writer={{
                isWriting: generation.isWriting,
                onGenerate: generateLetter,
                onStop: generation.stop,
              }}
              providerLabel={status.label}
              unreadable={documents.unreadable}
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
            'grid min-w-0 content-start gap-3 lg:sticky lg:top-20 lg:self-start',
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
        {mode === 'resume' && !tailoring ? fitPanel : null}
        <DraftsPanel onOpen={openDraft} onDeleted={documents.forgetDraft} onLocked={onLocked} />
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
      {replacing ? (
        <ConfirmDialog
          title={`Open ${replacing.title}?`}
          description={`Your unsaved changes to the open ${builderContentTypeLabels[replacing.contentType].toLowerCase()} will be lost.`}
          confirmLabel="Open draft"
          isDestructive
          onClose={(confirmed) => {
            setReplacing(null);
            if (confirmed) documents.openDraft(replacing.id);
          }}
        />
      ) : null}
      {guard.dialog}
    </div>
  );
}

const builderLeaveText = 'Unsaved changes to your resume or cover letter will be lost.';
