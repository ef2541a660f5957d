import type OpenAI from 'openai';
import type { SuggestionWriter } from './suggestion-provider';
import { ProviderError } from './suggestion-provider';

export interface OpenAiCompatibleSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/**
 * Any server that speaks OpenAI's chat-completions API (OpenAI, llama.cpp's server, vLLM, Ollama). The SDK's
 * own retries are off: the job queue retries with backoff and records every try.
 */
export function createOpenAiCompatibleWriter(settings: OpenAiCompatibleSettings): SuggestionWriter {
  // The SDK is loaded with the first suggestion, not at start-up: nothing is loaded before a request needs it
  // (decision 0029).
  let client: OpenAI | undefined;
  return {
    provider: 'openai-compatible',
    model: settings.model,
    write: async (messages) => {
      let content: string | null | undefined;
      const { default: Sdk } = await import('openai');
      client ??= new Sdk({
        baseURL: settings.baseUrl,
        // Self-hosted servers often need no key, but the SDK insists on one.
        apiKey: settings.apiKey ?? 'no-key',
        timeout: settings.timeoutMs,
        maxRetries: 0,
      });
      try {
        const completion = await client.chat.completions.create({ model: settings.model, messages });
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw providerErrorOf(error, Sdk);
      }
      if (!content || content.trim() === '') {
        throw new ProviderError('empty_answer', true, 'The provider answered without text.');
      }
      return content;
    },
  };
}

/** Timeouts, lost connections, rate limits and server errors may pass; other refusals will not. */
function providerErrorOf(error: unknown, Sdk: typeof OpenAI): ProviderError {
  if (error instanceof Sdk.APIConnectionTimeoutError) {
    return new ProviderError('provider_timeout', true, 'The provider did not answer in time.');
  }
  if (error instanceof Sdk.APIConnectionError) {
    return new ProviderError('provider_error', true, 'The provider could not be reached.');
  }
  if (error instanceof Sdk.APIError) {
    const status = error.status ?? 0;
    return status === 429 || status >= 500 || status === 0
      ? new ProviderError('provider_error', true, `The provider answered ${status}.`)
      : new ProviderError('provider_refused', false, `The provider refused the request (${status}).`);
  }
  return new ProviderError('provider_error', true, 'The provider failed.');
}
