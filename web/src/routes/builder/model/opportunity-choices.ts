import {
  coverLetterFrame,
  type ApplicationCard,
  type OpportunityRef,
  type ResumeDocument,
} from '@futurefund/core';
import { userTimeZone } from '../../../lib/format';
import { opportunityKey, type LetterTarget } from './document';

/** An opportunity the builder can tailor to: the user's saved ones, plus the one in the URL. */
export type OpportunityChoice = { ref: OpportunityRef; key: string; label: string; target: LetterTarget };

export function opportunityChoices(
  cards: readonly ApplicationCard[],
  fromUrl: OpportunityRef | null,
): OpportunityChoice[] {
  const choices: OpportunityChoice[] = cards
    .filter((card) => card.title !== null) // removed from the catalog: nothing to tailor to
    .map((card) => {
      const ref = { type: card.opportunityType, id: card.opportunityId };
      const label = card.organization ? `${card.title} (${card.organization})` : (card.title ?? '');
      return {
        ref,
        key: opportunityKey(ref),
        label,
        target: { title: card.title, organization: card.organization },
      };
    });
  if (fromUrl && !choices.some((choice) => choice.key === opportunityKey(fromUrl))) {
    const label = `The ${fromUrl.type} you came from (not saved yet)`;
    choices.unshift({
      ref: fromUrl,
      key: opportunityKey(fromUrl),
      label,
      target: { title: null, organization: null },
    });
  }
  return choices;
}

/** The frame of a letter to the chosen opportunity (core's rule), dated in the browser's time zone. */
export const letterFrameFor = (resume: ResumeDocument, chosen: OpportunityChoice | null) =>
  coverLetterFrame(
    resume,
    chosen ? { type: chosen.ref.type, organization: chosen.target.organization } : null,
    new Date(),
    userTimeZone(),
  );
