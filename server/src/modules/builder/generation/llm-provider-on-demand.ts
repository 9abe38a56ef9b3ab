import type { FastifyBaseLogger } from 'fastify';
import { loadOnFirstUse } from '../../../lib/load-on-first-use';
import type { LlmSettings, TextProvider } from './provider';

/**
 * The LLM provider, with the OpenAI SDK loaded at the first generation rather than at start
 * (ADR 047): most servers run the built-in composer, and the SDK costs an idle server memory.
 */
export function llmProviderOnDemand(settings: LlmSettings, log: FastifyBaseLogger): TextProvider {
  const provider = loadOnFirstUse(async () =>
    (await import('./llm-provider')).createLlmProvider(settings, log),
  );
  return {
    kind: 'llm',
    model: settings.model,
    async *write(prompt, facts, kind, signal) {
      yield* (await provider()).write(prompt, facts, kind, signal);
    },
  };
}
