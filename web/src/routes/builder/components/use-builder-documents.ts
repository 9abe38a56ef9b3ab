import type {
  CoverLetterDocument,
  Draft,
  FactCheckResult,
  GenerationRecord,
  ResumeDocument,
} from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { applicationsQuery } from '../../../lib/applications-query';
import { isPremiumRequired, useDraft, useStarter } from '../api/builder';
import { opportunityKey, parseMode, parseOpportunityRef, type BuilderMode } from '../model/document';
import { opportunityChoices } from '../model/opportunity-choices';
import type { LetterInputs } from './cover-letter-panel';

/** The draft a document was opened from (null until saved) and the title it is saved under. */
export type Saved = { id: number | null; title: string | null };
/** A fact check and the text it checked: after an edit it is stale until checked again. */
export type Checked = { result: FactCheckResult; text: string };

/**
 * The two documents the page edits and where they came from: the URL (`?type`, `?opportunity`,
 * `?draft`), the profile pre-fill, an opened draft, and the user's saved opportunities.
 */
export function useBuilderDocuments(onLocked: () => void) {
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

  const setMode = (next: BuilderMode) => {
    const params = new URLSearchParams(searchParams);
    params.set('type', next);
    // The open draft's kind wins while ?draft is set: choosing a mode leaves it.
    params.delete('draft');
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const openDraft = (id: number) => {
    setAppliedDraft(null); // opening the same draft again reloads it
    const params = new URLSearchParams(searchParams);
    params.set('draft', String(id));
    setSearchParams(params, { replace: true });
  };

  /** A deleted draft is no longer where the open document saves to. */
  const forgetDraft = (id: number) => {
    if (resumeSaved.id === id) setResumeSaved({ id: null, title: null });
    if (letterSaved.id === id) setLetterSaved({ id: null, title: null });
  };

  return {
    starter,
    opened,
    applications,
    choices,
    mode,
    setMode,
    openDraft,
    forgetDraft,
    resume,
    setResume,
    resumeSaved,
    setResumeSaved,
    summaryGeneration,
    setSummaryGeneration,
    summaryCheck,
    setSummaryCheck,
    letter,
    setLetter,
    letterSaved,
    setLetterSaved,
    letterGeneration,
    setLetterGeneration,
    letterCheck,
    setLetterCheck,
    unreadable,
    setUnreadable,
    inputs,
    setInputs,
    dirty,
    setDirty,
  };
}
