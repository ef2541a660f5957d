import type { Env } from '../../config/env';
import { createOfflineWriter } from './offline-writer';
import { createOpenAiCompatibleWriter } from './openai-compatible-writer';
import type { SuggestionWriter } from './suggestion-provider';

export type LlmSettings = Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>;

/** The LLM of LLM_BASE_URL (or OpenAI's own API when only LLM_API_KEY is set); otherwise the offline draft. */
export function createSuggestionWriter(settings: LlmSettings): SuggestionWriter {
  if (!settings.LLM_BASE_URL && !settings.LLM_API_KEY) return createOfflineWriter();
  return createOpenAiCompatibleWriter({
    baseUrl: settings.LLM_BASE_URL ?? 'https://api.openai.com/v1',
    apiKey: settings.LLM_API_KEY,
    model: settings.LLM_MODEL,
    timeoutMs: settings.LLM_TIMEOUT_MS,
  });
}
