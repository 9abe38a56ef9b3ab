import { pageMetaFor } from '@futurefund/core';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isPremiumRequired, useBuilderStatus } from './api/builder';
import { BuilderWorkspace } from './components/builder-workspace';
import { PremiumGate } from './components/premium-gate';
import { usePageMeta } from '../../lib/page-meta';

/**
 * The resume and cover-letter builder (product §2 builder, ADR 029). Signed-in users reach it;
 * the server decides Premium: the first call answering 403 turns the page into the upgrade gate.
 */
export default function BuilderPage() {
  usePageMeta(pageMetaFor('builder'));
  const [isLocked, setIsLocked] = useState(false);
  const lock = useCallback(() => setIsLocked(true), []);
  const status = useBuilderStatus();
  const locked = isLocked || isPremiumRequired(status.error);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Resume builder</h1>
        <p className="text-muted-foreground">
          Build your resume from your profile, write cover letters for the opportunities you saved, and check
          how well you fit each one.
        </p>
      </header>
      {locked ? (
        <PremiumGate />
      ) : status.isPending ? (
        <Spinner label="Loading the builder…" />
      ) : status.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>The builder could not be loaded.</p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <BuilderWorkspace status={status.data} onLocked={lock} />
      )}
    </div>
  );
}
