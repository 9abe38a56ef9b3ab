import type { FitCheckResult, FitItem, FitItemKind, ResumeDocument } from '@futurefund/core';
import { Check, RefreshCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFitCheck } from '../api/builder';
import type { OpportunityChoice } from '../model/opportunity-choices';
import { OpportunitySelect } from './opportunity-select';

const kindLabels: Record<FitItemKind, string> = {
  requirement: 'Requirement',
  skill: 'Skill',
  keyword: 'Keyword',
};

/**
 * Product §2 fit check: which of an opportunity's stated requirements, skills and keywords the
 * resume covers (and where), with a score in words as well as figures. No model involved.
 */
export function FitCheckPanel({
  resume,
  choices,
  isLoadingChoices,
  initialKey,
  autoRun = false,
  onLocked,
}: {
  resume: ResumeDocument;
  choices: OpportunityChoice[];
  isLoadingChoices: boolean;
  initialKey: string;
  /** Check once as soon as the opportunity is known (the user came from its "Tailor my resume"). */
  autoRun?: boolean;
  onLocked: () => void;
}) {
  const [key, setKey] = useState(initialKey);
  const fit = useFitCheck(onLocked);
  const chosen = choices.find((choice) => choice.key === key);
  const run = () => chosen && fit.mutate({ resume, opportunity: chosen.ref });
  const result = fit.data;
  const hasAutoRun = useRef(false);
  useEffect(() => {
    if (!autoRun || !chosen || hasAutoRun.current) return;
    hasAutoRun.current = true;
    fit.mutate({ resume, opportunity: chosen.ref });
  }, [autoRun, chosen, fit, resume]);
  return (
    <section aria-labelledby="fit-heading" className="grid gap-3 rounded-lg border p-4">
      <h2 id="fit-heading" className="text-lg font-semibold">
        Fit check
      </h2>
      <p className="text-sm text-muted-foreground">
        Compares your resume with the opportunity&apos;s own requirements, skills and keywords. It follows
        fixed rules, so the same resume always gets the same result; no AI is involved.
      </p>
      <OpportunitySelect
        label="Opportunity to check against"
        choices={choices}
        value={key}
        onChange={setKey}
        isLoading={isLoadingChoices}
      />
      <Button className="justify-self-start" disabled={!chosen || fit.isPending} onClick={run}>
        <RefreshCw aria-hidden="true" />
        {fit.isPending ? 'Checking…' : result ? 'Check again' : 'Check fit'}
      </Button>
      {result ? <FitResult result={result} /> : null}
    </section>
  );
}

function FitResult({ result }: { result: FitCheckResult }) {
  const covered = result.items.filter((item) => item.covered);
  const missing = result.items.filter((item) => !item.covered);
  return (
    <div className="grid gap-3" aria-live="polite">
      <p className="font-medium">
        {result.score === null
          ? 'This listing states nothing to check against.'
          : `Fit score: ${result.score} out of 100 (${covered.length} of ${result.items.length} covered)`}
      </p>
      <FitList title="Covered" items={covered} icon="covered" empty="Nothing covered yet." />
      <FitList title="Missing" items={missing} icon="missing" empty="Nothing missing." />
    </div>
  );
}

function FitList({
  title,
  items,
  icon,
  empty,
}: {
  title: string;
  items: FitItem[];
  icon: 'covered' | 'missing';
  empty: string;
}) {
  const Icon = icon === 'covered' ? Check : X;
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-semibold">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {items.map((item, index) => (
            <li key={index} className="flex gap-2">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="text-muted-foreground">{kindLabels[item.kind]}: </span>
                {item.text}
                {item.evidence ? (
                  <span className="text-muted-foreground"> — found in {item.evidence}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
