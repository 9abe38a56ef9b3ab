import type {
  BuilderContentType,
  BuilderTemplate,
  Draft,
  DraftSummary,
  GenerationProvider,
} from '@futurefund/core';
import type { DraftContent } from './draft-content';
import type { DraftSummaryRow } from './drafts.repo';

// Rows → API shapes for saved drafts (pure; nothing encrypted or key-related ever gets here).
// The repo reads builder content types only and the service writes the other columns from the
// contract's enums, so the narrowing casts below hold; the response schema checks them again.

export function toDraftSummary(row: DraftSummaryRow): DraftSummary {
  return {
    id: row.id,
    contentType: row.contentType as BuilderContentType,
    title: row.title ?? '',
    template: (row.template ?? 'classic') as BuilderTemplate,
    opportunity:
      row.opportunityId !== null && row.opportunityType !== null
        ? {
            id: row.opportunityId,
            type: row.opportunityType,
            title: row.opportunityTitle,
            organization: row.opportunityOrganization,
          }
        : null,
    provider: row.provider as GenerationProvider | null,
    generationPrompt: row.generationPrompt,
    isTemplate: row.isTemplate,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDraft(row: DraftSummaryRow, content: DraftContent): Draft {
  return { ...toDraftSummary(row), document: content.document, generation: content.generation };
}
