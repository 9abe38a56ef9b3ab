import { z } from '../zod';
import { opportunityTypes } from '../enums';

/**
 * The Premium resume and cover-letter builder (product §1, §6; §3 ai_generated_content). One
 * contract for the server's validation, the builder page and the exports (ADR 029).
 */

export const builderContentTypes = ['resume', 'cover_letter'] as const;
export type BuilderContentType = (typeof builderContentTypes)[number];

export const builderContentTypeLabels: Record<BuilderContentType, string> = {
  resume: 'Resume',
  cover_letter: 'Cover letter',
};

/** One look for the preview, the PDF and the DOCX; a cover letter uses its resume's template. */
export const builderTemplates = ['classic', 'modern', 'compact'] as const;
export type BuilderTemplate = (typeof builderTemplates)[number];

export const builderTemplateInfo: Record<BuilderTemplate, { label: string; description: string }> = {
  classic: { label: 'Classic', description: 'Serif type, centred name, ruled section headings' },
  modern: { label: 'Modern', description: 'Sans-serif type with an accent colour, left-aligned' },
  compact: { label: 'Compact', description: 'Tighter spacing to keep a full history on one page' },
};

/** What the writing assistant is asked for: a resume's summary, or a whole cover letter's body. */
export const generationKinds = ['resume_summary', 'cover_letter'] as const;
export type GenerationKind = (typeof generationKinds)[number];

/** Who wrote a generated text: a configured OpenAI-compatible model, or the built-in composer. */
export const generationProviders = ['llm', 'template'] as const;
export type GenerationProvider = (typeof generationProviders)[number];

export const exportFormats = ['pdf', 'docx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const BUILDER_LIMITS = {
  titleMax: 120,
  /** Drafts a user keeps; the list is never unbounded. */
  draftsMax: 100,
  lineMax: 200,
  bulletMax: 500,
  summaryMax: 2000,
  entriesMax: 20,
  bulletsMax: 12,
  skillsMax: 60,
  linksMax: 5,
  letterBodyMax: 12_000,
  instructionsMax: 500,
  /** Vault documents a generation may read. */
  documentsMax: 5,
  /** Generations per user per hour (each one may cost a model call). */
  generationsPerHour: 20,
  factCheckTextMax: 20_000,
} as const;

export const builderMessages = {
  premiumRequired: 'The resume and cover-letter builder is a Premium feature',
  notFound: 'Draft not found.',
  opportunityNotFound: 'Opportunity not found.',
  documentNotFound: 'Document not found.',
  draftsMax: `You can keep at most ${BUILDER_LIMITS.draftsMax} drafts. Delete one to make room.`,
  titleRequired: 'Give this draft a title.',
  titleMax: `A title must be at most ${BUILDER_LIMITS.titleMax} characters.`,
  tooLong: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`,
  tooMany: (max: number) => `At most ${max} entries`,
  typeMismatch: 'The document does not match the draft type.',
  coverLetterNeedsOpportunity: 'Choose the opportunity this cover letter is for.',
  saved: 'Draft saved',
  deleted: 'Draft deleted',
  deleteConfirm: 'Delete this draft? This cannot be undone.',
  duplicated: 'Draft duplicated',
  savedAsTemplate: 'Saved as a template',
  renamed: 'Draft renamed',
  generateFailedTitle: 'Generation failed',
  providerTimeout: 'The writing assistant took too long to answer. Nothing was saved; please try again.',
  providerBusy: 'The writing assistant is busy right now. Nothing was saved; please try again in a minute.',
  providerFailed:
    'The writing assistant could not write this right now. Nothing was saved; please try again later.',
  providerMisconfigured:
    'The writing assistant is not set up correctly. Nothing was saved; please contact support.',
  userRateLimited: `You can generate ${BUILDER_LIMITS.generationsPerHour} texts an hour. Please wait a little before generating more.`,
  templateLabel:
    'Template-based: written from your own profile facts by our built-in composer, not an AI model.',
  llmLabel: 'Written by an AI model from your profile, your selected documents and the opportunity only.',
  factCheckTitle: 'Check these facts before saving',
  factCheckIntro:
    'These appear in the text but not in your profile, your selected documents or the opportunity. Remove or correct them unless they are true.',
  factCheckClear: 'Every number, employer, school and degree in this text comes from your own facts.',
  saveWithFlagsConfirm: 'Some facts could not be found in your own information. Save anyway?',
  exportFailedTitle: 'Export failed',
  exportFailed: 'The file could not be made. Please try again.',
  documentUnreadable: 'Its text could not be read, so it was not used.',
} as const;

const line = (max: number = BUILDER_LIMITS.lineMax) =>
  z.string().trim().max(max, builderMessages.tooLong(max)).default('');
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, builderMessages.tooMany(max)).default([]);

export const resumeContactSchema = z.object({
  name: line(),
  email: line(),
  phone: line(),
  location: line(),
  links: list(line(), BUILDER_LIMITS.linksMax),
});
export type ResumeContact = z.infer<typeof resumeContactSchema>;

/** One education, experience, project or activity entry; every field is the user's own words. */
export const resumeEntrySchema = z.object({
  /** Degree or programme, role, project name or activity. */
  title: line(),
  /** School, employer or organisation. */
  organization: line(),
  location: line(),
  /** As the user writes them: "Sep 2024 – Present". */
  dates: line(),
  bullets: list(line(BUILDER_LIMITS.bulletMax), BUILDER_LIMITS.bulletsMax),
});
export type ResumeEntry = z.infer<typeof resumeEntrySchema>;

export const resumeSectionKeys = ['education', 'experience', 'projects', 'activities'] as const;
export type ResumeSectionKey = (typeof resumeSectionKeys)[number];

/** Section headings, in order, for the preview, the PDF and the DOCX. */
export const resumeSectionTitles = {
  summary: 'Summary',
  education: 'Education',
  experience: 'Experience',
  projects: 'Projects',
  skills: 'Skills',
  activities: 'Activities',
} as const;
export const resumeSectionOrder = [
  'summary',
  'education',
  'experience',
  'projects',
  'skills',
  'activities',
] as const;

export const resumeDocumentSchema = z.object({
  kind: z.literal('resume'),
  template: z.enum(builderTemplates).default('classic'),
  contact: resumeContactSchema,
  summary: line(BUILDER_LIMITS.summaryMax),
  education: list(resumeEntrySchema, BUILDER_LIMITS.entriesMax),
  experience: list(resumeEntrySchema, BUILDER_LIMITS.entriesMax),
  projects: list(resumeEntrySchema, BUILDER_LIMITS.entriesMax),
  skills: list(line(80), BUILDER_LIMITS.skillsMax),
  activities: list(resumeEntrySchema, BUILDER_LIMITS.entriesMax),
});
export type ResumeDocument = z.infer<typeof resumeDocumentSchema>;

export const coverLetterDocumentSchema = z.object({
  kind: z.literal('cover_letter'),
  template: z.enum(builderTemplates).default('classic'),
  contact: resumeContactSchema,
  /** The letter's date as shown ("November 25, 2026"). */
  date: line(),
  /** Lines of the recipient block: a person or committee, the organisation, an address. */
  recipient: list(line(), 6),
  salutation: line(),
  /** Paragraphs separated by a blank line. */
  body: line(BUILDER_LIMITS.letterBodyMax),
  closing: line(),
  signature: line(),
});
export type CoverLetterDocument = z.infer<typeof coverLetterDocumentSchema>;

export const builderDocumentSchema = z.discriminatedUnion('kind', [
  resumeDocumentSchema,
  coverLetterDocumentSchema,
]);
export type BuilderDocument = z.infer<typeof builderDocumentSchema>;

/** A cover letter's paragraphs: split on blank lines, trimmed, empty ones dropped. */
export const letterParagraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export const opportunityRefSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  type: z.enum(opportunityTypes),
});
export type OpportunityRef = z.infer<typeof opportunityRefSchema>;

const titleField = z
  .string({ error: builderMessages.titleRequired })
  .trim()
  .min(1, builderMessages.titleRequired)
  .max(BUILDER_LIMITS.titleMax, builderMessages.titleMax);

/** How a saved text came to be: who wrote it and the exact prompt (kept encrypted with the draft). */
export const generationRecordSchema = z.object({
  provider: z.enum(generationProviders),
  /** The model's name for `llm`; null for the composer. */
  model: z.string().max(200).nullable(),
  prompt: z.string().max(60_000),
});
export type GenerationRecord = z.infer<typeof generationRecordSchema>;

/** POST /api/builder/drafts */
export const createDraftSchema = z
  .object({
    title: titleField,
    document: builderDocumentSchema,
    opportunity: opportunityRefSchema.nullable().default(null),
    generation: generationRecordSchema.nullable().default(null),
  })
  .refine((body) => body.document.kind !== 'cover_letter' || body.opportunity !== null, {
    message: builderMessages.coverLetterNeedsOpportunity,
    path: ['opportunity'],
  });
export type CreateDraft = z.input<typeof createDraftSchema>;

/** PATCH /api/builder/drafts/{id}: rename, favourite, or save a new version of the document. */
export const updateDraftSchema = z
  .object({
    title: titleField.optional(),
    isFavorite: z.boolean().optional(),
    document: builderDocumentSchema.optional(),
    generation: generationRecordSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to save: send at least one field');
export type UpdateDraft = z.input<typeof updateDraftSchema>;

/** POST /api/builder/drafts/{id}/duplicate: a copy, or a reusable template (isTemplate). */
export const duplicateDraftSchema = z.object({
  asTemplate: z.boolean().default(false),
  title: titleField.optional(),
});

export const draftOpportunitySchema = z.object({
  id: z.number().int(),
  type: z.enum(opportunityTypes),
  /** Null when the listing has since been removed from the catalog. */
  title: z.string().nullable(),
  organization: z.string().nullable(),
});

/** A draft in the list (GET /api/builder/drafts), without its document. */
export const draftSummarySchema = z.object({
  id: z.number().int(),
  contentType: z.enum(builderContentTypes),
  title: z.string(),
  template: z.enum(builderTemplates),
  opportunity: draftOpportunitySchema.nullable(),
  provider: z.enum(generationProviders).nullable(),
  /** A short, non-personal label of the prompt used ("cover_letter v1 · template"). */
  generationPrompt: z.string().nullable(),
  isTemplate: z.boolean(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftSchema = draftSummarySchema.extend({
  document: builderDocumentSchema,
  generation: generationRecordSchema.nullable(),
});
export type Draft = z.infer<typeof draftSchema>;

/** GET /api/builder/status */
export const builderStatusSchema = z.object({
  provider: z.enum(generationProviders),
  /** The configured model's name; null for the composer. */
  model: z.string().nullable(),
  label: z.string(),
  generationsPerHour: z.number().int(),
});
export type BuilderStatus = z.infer<typeof builderStatusSchema>;

export const starterQuerySchema = z.object({
  template: z.enum(builderTemplates).optional(),
});

/** A fact in generated text that none of the inputs contain. */
export const factKinds = ['number', 'organization', 'school', 'degree'] as const;
export type FactKind = (typeof factKinds)[number];
export const factKindLabels: Record<FactKind, string> = {
  number: 'Number',
  organization: 'Employer or organisation',
  school: 'School',
  degree: 'Degree',
};

export const factFlagSchema = z.object({
  kind: z.enum(factKinds),
  /** The words as they appear in the text. */
  text: z.string(),
  /** Offset of `text` in the checked text, for highlighting. */
  start: z.number().int(),
  end: z.number().int(),
});
export type FactFlag = z.infer<typeof factFlagSchema>;

export const factCheckResultSchema = z.object({
  flags: z.array(factFlagSchema),
  /** How many candidate facts were checked (so "0 flags" is shown with what it means). */
  checked: z.number().int(),
});
export type FactCheckResult = z.infer<typeof factCheckResultSchema>;

const documentIds = z
  .array(z.number().int().positive().max(2_147_483_647))
  .max(BUILDER_LIMITS.documentsMax, builderMessages.tooMany(BUILDER_LIMITS.documentsMax))
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** POST /api/builder/generate: streamed as server-sent events (see generationEventSchema). */
export const generateRequestSchema = z
  .object({
    kind: z.enum(generationKinds),
    /** The resume as currently edited: its facts are the user's own and may be used. */
    resume: resumeDocumentSchema,
    opportunity: opportunityRefSchema.nullable().default(null),
    documentIds,
    instructions: z
      .string()
      .trim()
      .max(BUILDER_LIMITS.instructionsMax, builderMessages.tooLong(BUILDER_LIMITS.instructionsMax))
      .default(''),
  })
  .refine((body) => body.kind !== 'cover_letter' || body.opportunity !== null, {
    message: builderMessages.coverLetterNeedsOpportunity,
    path: ['opportunity'],
  });
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** The documents a generation read, and those it could not (a scanned image, say). */
export const usedDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  used: z.boolean(),
});

/**
 * One server-sent event of a generation. `delta` events carry text as it is written; exactly one
 * `done` (with the whole text, its fact check and the prompt) or `error` ends the stream. A stream
 * that ends in `error` produced nothing: the page keeps what it had.
 */
export const generationEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), provider: z.enum(generationProviders), model: z.string().nullable() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    text: z.string(),
    factCheck: factCheckResultSchema,
    generation: generationRecordSchema,
    documents: z.array(usedDocumentSchema),
  }),
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type GenerationEvent = z.infer<typeof generationEventSchema>;

/** POST /api/builder/fact-check: the same check on text the user edited. */
export const factCheckRequestSchema = z.object({
  text: z
    .string()
    .max(BUILDER_LIMITS.factCheckTextMax, builderMessages.tooLong(BUILDER_LIMITS.factCheckTextMax)),
  resume: resumeDocumentSchema,
  opportunity: opportunityRefSchema.nullable().default(null),
  documentIds,
});

/** POST /api/builder/fit-check */
export const fitCheckRequestSchema = z.object({
  resume: resumeDocumentSchema,
  opportunity: opportunityRefSchema,
});

export const fitItemKinds = ['requirement', 'skill', 'keyword'] as const;
export type FitItemKind = (typeof fitItemKinds)[number];

export const fitItemSchema = z.object({
  kind: z.enum(fitItemKinds),
  /** The opportunity's own words. */
  text: z.string(),
  covered: z.boolean(),
  /** Where the resume covers it ("Skills", "Experience: Lab assistant"); null when missing. */
  evidence: z.string().nullable(),
});
export type FitItem = z.infer<typeof fitItemSchema>;

export const fitCheckResultSchema = z.object({
  /** 0–100: the weighted share of items covered; null when the listing states nothing to check. */
  score: z.number().int().min(0).max(100).nullable(),
  items: z.array(fitItemSchema),
  opportunity: draftOpportunitySchema,
});
export type FitCheckResult = z.infer<typeof fitCheckResultSchema>;

/** POST /api/builder/export: the document as shown (saved or not), as a file. */
export const exportRequestSchema = z.object({
  format: z.enum(exportFormats),
  title: titleField,
  document: builderDocumentSchema,
});
export type ExportRequest = z.input<typeof exportRequestSchema>;

export const exportContentTypes: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
