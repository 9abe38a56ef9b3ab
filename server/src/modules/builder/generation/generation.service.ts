import type { FastifyBaseLogger } from 'fastify';
import {
  BUILDER_LIMITS,
  builderMessages,
  checkFacts,
  factSources,
  fitCheck,
  starterResume,
  type BuilderFacts,
  type BuilderStatus,
  type BuilderTemplate,
  type FactCheckResult,
  type FitCheckResult,
  type GenerationEvent,
  type GenerationKind,
  type OpportunityRef,
  type ResumeDocument,
  type factCheckRequestSchema,
  type fitCheckRequestSchema,
  type generateRequestSchema,
} from '@futurefund/core';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors';
import type { SessionUser } from '../../auth/auth.repo';
import type { ThrottleRepo } from '../../auth/throttle.repo';
import type { DocumentsService } from '../../documents/documents.service';
import type { DetailRepo } from '../../opportunities/detail.repo';
import type { ProfileService } from '../../profile/profile.service';
import { assertBuilderAccess } from '../builder-access';
import { readDocuments, sourceDocuments, type ReadDocument } from './document-text';
import { llmProviderOnDemand } from './llm-provider-on-demand';
import { loadOpportunityFacts } from './opportunity-facts';
import { loadProfileFacts } from './profile-facts';
import { buildPrompt, promptText, type Prompt } from './prompt';
import type { LlmSettings, TextProvider } from './provider';
import { templateProvider } from './template-provider';

const HOUR_MS = 60 * 60 * 1000;
/** generationRecordSchema's bound on a saved prompt. */
const PROMPT_RECORD_MAX = 60_000;

export interface GenerationServiceDeps {
  profiles: ProfileService;
  details: DetailRepo;
  documents: DocumentsService;
  throttle: ThrottleRepo;
  /** LLM_*: null (the default) and the built-in composer writes. */
  llm: LlmSettings | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type GenerateRequest = z.output<typeof generateRequestSchema>;
type FactCheckRequest = z.output<typeof factCheckRequestSchema>;
type FitCheckRequest = z.output<typeof fitCheckRequestSchema>;

/** A generation whose checks all passed: what the stream needs once its headers are out. */
export interface PreparedGeneration {
  kind: GenerationKind;
  facts: BuilderFacts;
  prompt: Prompt;
  documents: ReadDocument[];
}

/**
 * The builder's writing side (product §6, ADR 029): the starter resume, generation through a
 * provider, and the deterministic fact and fit checks. Every call checks Premium first; a
 * generation never saves anything (the user saves a draft afterwards, or not).
 */
export function createGenerationService(deps: GenerationServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const provider: TextProvider = deps.llm ? llmProviderOnDemand(deps.llm, deps.log) : templateProvider;

  /** Everything a text may draw on; unknown listings and foreign documents are 404 here. */
  async function loadFacts(
    actor: SessionUser,
    resume: ResumeDocument,
    opportunity: OpportunityRef | null,
    documentIds: readonly number[],
  ) {
    const documents = await readDocuments(deps.documents, actor, documentIds);
    const facts: BuilderFacts = {
      profile: await loadProfileFacts(deps.profiles, actor),
      resume,
      documents: sourceDocuments(documents),
      opportunity: opportunity ? await loadOpportunityFacts(deps.details, opportunity) : null,
    };
    return { facts, documents };
  }

  /** Counts this generation; over the hourly limit is a 429 before any model call. */
  async function claimGeneration(actor: SessionUser) {
    const at = now();
    const claim = await deps.throttle.claim('builder_generate', String(actor.id), HOUR_MS, at);
    if (claim.count > BUILDER_LIMITS.generationsPerHour) {
      const seconds = Math.ceil((claim.windowStart.getTime() + HOUR_MS - at.getTime()) / 1000);
      throw AppError.tooManyRequests(builderMessages.userRateLimited, Math.max(1, seconds));
    }
  }

  return {
    status(actor: SessionUser): BuilderStatus {
      assertBuilderAccess(actor, now());
      return {
        provider: provider.kind,
        model: provider.model,
        label: provider.kind === 'llm' ? builderMessages.llmLabel : builderMessages.templateLabel,
        generationsPerHour: BUILDER_LIMITS.generationsPerHour,
      };
    },

    async starter(actor: SessionUser, template?: BuilderTemplate): Promise<ResumeDocument> {
      assertBuilderAccess(actor, now());
      return starterResume(await loadProfileFacts(deps.profiles, actor), template);
    },

    /**
     * Everything that can fail as a plain JSON answer (access, the hourly limit, a missing listing
     * or document) happens here, before the event stream starts.
     */
    async prepare(actor: SessionUser, request: GenerateRequest): Promise<PreparedGeneration> {
      assertBuilderAccess(actor, now());
      await claimGeneration(actor);
      try {
        const { facts, documents } = await loadFacts(
          actor,
          request.resume,
          request.opportunity,
          request.documentIds,
        );
        return {
          kind: request.kind,
          facts,
          documents,
          prompt: buildPrompt(request.kind, facts, request.instructions),
        };
      } catch (error) {
        // A request refused for a missing listing or document wrote nothing: it does not count.
        await deps.throttle.release('builder_generate', String(actor.id));
        throw error;
      }
    },

    /**
     * The events of one prepared generation: start, the text as it is written, then done (with
     * the fact check) or error. A provider failure ends in `error` and nothing else; an aborted
     * request (the page went away) just stops.
     */
    async *run(prepared: PreparedGeneration, signal: AbortSignal): AsyncGenerator<GenerationEvent> {
      yield { type: 'start', provider: provider.kind, model: provider.model };
      let text = '';
      try {
        for await (const delta of provider.write(prepared.prompt, prepared.facts, prepared.kind, signal)) {
          text += delta;
          yield { type: 'delta', text: delta };
        }
      } catch (error) {
        if (signal.aborted) return;
        const failure = error instanceof AppError ? error : unexpected(deps.log, error);
        yield { type: 'error', message: failure.message, code: failure.code };
        return;
      }
      if (signal.aborted) return;
      const written = text.trim();
      if (written === '') {
        yield { type: 'error', message: builderMessages.providerFailed, code: 'SERVICE_UNAVAILABLE' };
        return;
      }
      yield {
        type: 'done',
        text: written,
        factCheck: checkFacts(written, factSources(prepared.facts)),
        generation: {
          provider: provider.kind,
          model: provider.model,
          prompt: promptText(prepared.prompt).slice(0, PROMPT_RECORD_MAX),
        },
        documents: prepared.documents.map(({ id, name, used }) => ({ id, name, used })),
      };
    },

    async factCheck(actor: SessionUser, request: FactCheckRequest): Promise<FactCheckResult> {
      assertBuilderAccess(actor, now());
      const { facts } = await loadFacts(actor, request.resume, request.opportunity, request.documentIds);
      return checkFacts(request.text, factSources(facts));
    },

    async fitCheck(actor: SessionUser, request: FitCheckRequest): Promise<FitCheckResult> {
      assertBuilderAccess(actor, now());
      const opportunity = await loadOpportunityFacts(deps.details, request.opportunity);
      const { score, items } = fitCheck(request.resume, opportunity);
      return {
        score,
        items,
        opportunity: {
          id: opportunity.id,
          type: opportunity.type,
          title: opportunity.title,
          organization: opportunity.organization,
        },
      };
    },
  };
}

/** A bug in our own code while writing: logged with its stack, shown as the generic failure. */
function unexpected(log: FastifyBaseLogger, error: unknown) {
  log.error({ err: error }, 'builder generation failed');
  return new AppError(503, 'SERVICE_UNAVAILABLE', builderMessages.providerFailed);
}

export type GenerationService = ReturnType<typeof createGenerationService>;
