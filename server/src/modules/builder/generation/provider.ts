import type { BuilderFacts, GenerationKind, GenerationProvider } from '@futurefund/core';
import type { Prompt } from './prompt';

/**
 * Who writes a generated text (ADR 029): a configured OpenAI-compatible model, or the built-in
 * composer. Both stream, so the page has one path. A provider fails with an AppError carrying a
 * builderMessages text; the service turns that into the stream's `error` event.
 */
export interface TextProvider {
  kind: GenerationProvider;
  /** The model's name for `llm`; null for the composer. */
  model: string | null;
  write(
    prompt: Prompt,
    facts: BuilderFacts,
    kind: GenerationKind,
    signal: AbortSignal,
  ): AsyncIterable<string>;
}

/** LLM_* from the environment; null when no model is configured (the default). */
export interface LlmSettings {
  baseUrl: string;
  /** Local servers need none: then no Authorization header is sent at all. */
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}
