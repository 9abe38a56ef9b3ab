import { builderMessages, type GenerateRequest, type GenerationEvent } from '@futurefund/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../hooks/use-toast';
import { ApiError } from '../../../lib/api-client';
import { isPremiumRequired, serverText } from './builder';
import { streamGeneration } from './generate-stream';

export type DoneEvent = Extract<GenerationEvent, { type: 'done' }>;

type Handlers = {
  /** The text so far, as it is written. */
  onText: (text: string) => void;
  onDone: (event: DoneEvent) => void;
  /** The stream failed or was stopped: put back what the field had before. */
  onRestore: () => void;
};

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return builderMessages.userRateLimited;
  return serverText(error, builderMessages.providerFailed);
}

/**
 * One generation at a time (ADR 029): text appears as it streams, Stop aborts it, and any ending
 * other than `done` restores the previous text, so nothing half-written stays on the page. The
 * live region says "Writing…" and "Done" (never every token).
 */
export function useGeneration(onLocked: () => void) {
  const controller = useRef<AbortController | null>(null);
  const [isWriting, setIsWriting] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  // Leaving the page stops a running generation.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: GenerateRequest, handlers: Handlers) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setIsWriting(true);
      setAnnouncement('Writing…');
      let text = '';
      try {
        const last = await streamGeneration(
          request,
          (event) => {
            if (event.type !== 'delta') return;
            text += event.text;
            handlers.onText(text);
          },
          own.signal,
        );
        if (last.type === 'done') {
          handlers.onText(last.text);
          handlers.onDone(last);
          setAnnouncement('Done');
        } else {
          handlers.onRestore();
          setAnnouncement('');
          toast({
            variant: 'destructive',
            title: builderMessages.generateFailedTitle,
            description: last.message,
          });
        }
      } catch (error) {
        handlers.onRestore();
        if (own.signal.aborted) {
          setAnnouncement('Stopped');
        } else if (isPremiumRequired(error)) {
          setAnnouncement('');
          onLocked();
        } else {
          setAnnouncement('');
          toast({
            variant: 'destructive',
            title: builderMessages.generateFailedTitle,
            description: failureText(error),
          });
        }
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setIsWriting(false);
        }
      }
    },
    [onLocked],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  return { isWriting, announcement, start, stop };
}
