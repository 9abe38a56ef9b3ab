import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../../env';

// LLM_* (ADR 029): all optional together, a partial set refused at start, the key never echoed.
const KEY = 'sk-live-super-secret-value-42';

function problems(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error('expected the environment to be refused');
}

describe('LLM_* environment variables', () => {
  it('are all optional: unset, the template composer writes', () => {
    const env = parseEnv({});
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.LLM_MODEL).toBeUndefined();
    expect(env.LLM_TIMEOUT_MS).toBe(60_000);
  });

  it('accept a local server without a key, and a hosted one with one', () => {
    const local = parseEnv({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(local).toMatchObject({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(local.LLM_API_KEY).toBeUndefined();
    const hosted = parseEnv({
      LLM_BASE_URL: 'https://api.example.com/v1',
      LLM_MODEL: 'writer',
      LLM_API_KEY: KEY,
      LLM_TIMEOUT_MS: '30000',
    });
    expect(hosted.LLM_API_KEY).toBe(KEY);
    expect(hosted.LLM_TIMEOUT_MS).toBe(30_000);
  });

  it('refuse a server without a model, and a model or key without a server', () => {
    expect(problems({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toEqual([
      'LLM_MODEL: is required when LLM_BASE_URL is set',
    ]);
    expect(problems({ LLM_MODEL: 'writer' })).toEqual(['LLM_BASE_URL: is required when LLM_MODEL is set']);
    expect(problems({ LLM_API_KEY: KEY })).toEqual(['LLM_BASE_URL: is required when LLM_API_KEY is set']);
  });

  it('never echo the key in an error, and name a bad URL or timeout', () => {
    const lines = problems({
      LLM_API_KEY: KEY,
      LLM_MODEL: 'writer',
      LLM_BASE_URL: 'not a url',
      LLM_TIMEOUT_MS: '5',
    });
    expect(lines.join('\n')).not.toContain(KEY);
    expect(lines.some((line) => line.startsWith('LLM_BASE_URL: must be a URL'))).toBe(true);
    expect(lines).toContain('LLM_TIMEOUT_MS: must be at least 1000 (got "5")');
  });
});
