import {
  BUILDER_LIMITS,
  builderMessages,
  type CoverLetterDocument,
  type FactCheckResult,
} from '@futurefund/core';
import { PenLine, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import type { OpportunityChoice } from '../model/opportunity-choices';
import { DocumentPicker } from './document-picker';
import { FactCheckPanel } from './fact-check-panel';
import { OpportunitySelect } from './opportunity-select';

export type LetterInputs = {
  opportunityKey: string;
  documentIds: number[];
  instructions: string;
};

type CoverLetterPanelProps = {
  letter: CoverLetterDocument;
  onLetterChange: (letter: CoverLetterDocument) => void;
  inputs: LetterInputs;
  onInputsChange: (inputs: LetterInputs) => void;
  choices: OpportunityChoice[];
  isLoadingChoices: boolean;
  writer: { isWriting: boolean; onGenerate: () => void; onStop: () => void };
  /** GET /api/builder/status's label: template-based or an AI model. */
  providerLabel: ReactNode;
  /** Names of selected documents the last generation could not read. */
  unreadable: string[];
  factCheck: {
    result: FactCheckResult;
    isStale: boolean;
    isChecking: boolean;
    onCheckAgain: () => void;
  } | null;
};

/** The letter's inputs (opportunity, documents, tone), its generation and its editable text. */
export function CoverLetterPanel({
  letter,
  onLetterChange,
  inputs,
  onInputsChange,
  choices,
  isLoadingChoices,
  writer,
  providerLabel,
  unreadable,
  factCheck,
}: CoverLetterPanelProps) {
  const hasOpportunity = choices.some((choice) => choice.key === inputs.opportunityKey);
  return (
    <div className="grid gap-5">
      <OpportunitySelect
        label="Opportunity this letter is for"
        choices={choices}
        value={inputs.opportunityKey}
        onChange={(opportunityKey) => onInputsChange({ ...inputs, opportunityKey })}
        isLoading={isLoadingChoices}
      />
      <DocumentPicker
        selected={inputs.documentIds}
        onChange={(documentIds) => onInputsChange({ ...inputs, documentIds })}
      />
      {unreadable.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {unreadable.map((name) => (
            <li key={name}>
              <span className="font-medium break-all">{name}</span>: {builderMessages.documentUnreadable}
            </li>
          ))}
        </ul>
      ) : null}
      <Field
        label="Instructions (optional)"
        hint="Tone or emphasis only, e.g. “warm and concise”; facts come from your own information."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={2}
            maxLength={BUILDER_LIMITS.instructionsMax}
            value={inputs.instructions}
            onChange={(event) => onInputsChange({ ...inputs, instructions: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-2">
        <p className="rounded-md bg-muted p-3 text-sm">{providerLabel}</p>
        {writer.isWriting ? (
          <Button variant="outline" className="justify-self-start" onClick={writer.onStop}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        ) : (
          <Button className="justify-self-start" disabled={!hasOpportunity} onClick={writer.onGenerate}>
            <PenLine aria-hidden="true" />
            Generate cover letter
          </Button>
        )}
      </div>
      <Field label="Salutation">
        {(control) => (
          <Input
            {...control}
            value={letter.salutation}
            maxLength={BUILDER_LIMITS.lineMax}
            onChange={(event) => onLetterChange({ ...letter, salutation: event.target.value })}
          />
        )}
      </Field>
      <Field label="Letter" hint="Paragraphs are separated by a blank line.">
        {(control) => (
          <TextArea
            {...control}
            rows={14}
            value={letter.body}
            readOnly={writer.isWriting}
            maxLength={BUILDER_LIMITS.letterBodyMax}
            onChange={(event) => onLetterChange({ ...letter, body: event.target.value })}
          />
        )}
      </Field>
      {factCheck ? <FactCheckPanel {...factCheck} /> : null}
    </div>
  );
}
