import { builderMessages, composeCoverLetter, composeResumeSummary } from '@futurefund/core';
import { AppError } from '../../../lib/errors';
import type { TextProvider } from './provider';

/** Sentences (with their trailing space or blank line), so the page streams the composer's text too. */
const chunks = (text: string) => text.match(/[^.!?\n]*(?:[.!?]+|\n+|$)\s*/g)?.filter(Boolean) ?? [text];

/**
 * The built-in composer (the default when no model is configured): fills fixed sentence patterns
 * with the user's own facts, so it cannot invent anything. The page labels it as template-based.
 */
export const templateProvider: TextProvider = {
  kind: 'template',
  model: null,
  async *write(_prompt, facts, kind, signal) {
    let text: string;
    if (kind === 'resume_summary') text = composeResumeSummary(facts);
    else if (facts.opportunity) text = composeCoverLetter({ ...facts, opportunity: facts.opportunity });
    // The request schema already requires an opportunity for a letter; this keeps the types honest.
    else throw AppError.badRequest(builderMessages.coverLetterNeedsOpportunity);
    for (const chunk of chunks(text)) {
      if (signal.aborted) return;
      yield chunk;
    }
  },
};
