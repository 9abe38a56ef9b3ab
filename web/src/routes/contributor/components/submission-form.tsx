import { submissionMessages, type OpportunitySubmission } from '@futurefund/core';
import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { clearDraft, writeDraft } from '../model/draft';
import { submissionResolver, type SubmissionFormValues } from '../model/submission-form';
import {
  ApplicationSection,
  BasicsSection,
  InternshipSection,
  LocationSection,
  RequirementsSection,
  ScholarshipSection,
  TagsSection,
} from './form-sections';
import { useLeaveGuard } from '../../../hooks/use-leave-guard';

type SubmissionFormProps = {
  initialValues: SubmissionFormValues;
  /** Where the draft is kept while editing (see model/draft). */
  draftKey: string;
  /** True when editing: the type is part of the submission's address and cannot change. */
  typeLocked: boolean;
  isPending: boolean;
  /** Resolves true once saved; the form then lets the page navigate away without asking. */
  onSubmit: (body: OpportunitySubmission) => Promise<boolean>;
};

/** Product §2 "Submit opportunity": every section, checked with the contract's schema. */
export function SubmissionForm({
  initialValues,
  draftKey,
  typeLocked,
  isPending,
  onSubmit,
}: SubmissionFormProps) {
  const form = useForm<SubmissionFormValues, unknown, OpportunitySubmission>({
    resolver: submissionResolver,
    defaultValues: initialValues,
    // react-hook-form focuses by registration order, which type switches reshuffle; the effect
    // below focuses the first invalid control as the page shows it.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);
  const { control, handleSubmit, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const values = useWatch({ control });
  const saved = useRef(false);
  const { isDirty } = formState;

  // Every change goes to the draft at once, so leaving by accident (or a crash) keeps the work.
  useEffect(() => {
    if (isDirty && !saved.current) writeDraft(draftKey, values as SubmissionFormValues);
  }, [draftKey, isDirty, values]);

  const guard = useLeaveGuard(isDirty && !isPending);

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formState.submitCount, formState.errors]);

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className="grid gap-6"
        onSubmit={(event) =>
          void handleSubmit(
            async (body) => {
              // Until the answer is in, neither rewrite the draft the page is about to clear nor
              // ask before the move to the dashboard; a failure puts both back.
              saved.current = true;
              guard.allowLeaving();
              saved.current = await onSubmit(body);
              if (!saved.current) guard.guardAgain();
            },
            () => {
              focusPending.current = true;
            },
          )(event)
        }
      >
        <BasicsSection typeLocked={typeLocked} />
        {type === 'scholarship' ? <ScholarshipSection /> : null}
        {type === 'internship' ? <InternshipSection /> : null}
        <LocationSection internship={type === 'internship'} />
        <RequirementsSection internship={type === 'internship'} />
        <ApplicationSection />
        <TagsSection />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? submissionMessages.submitBusy : submissionMessages.submitButton}
          </Button>
          <Button asChild variant="outline">
            <Link
              to={paths.contributorDashboard}
              onClick={() => {
                // Cancel is deliberate: no question, and no draft to come back to.
                saved.current = true;
                clearDraft(draftKey);
                guard.allowLeaving();
              }}
            >
              Cancel
            </Link>
          </Button>
        </div>
      </form>
      {guard.dialog}
    </FormProvider>
  );
}
