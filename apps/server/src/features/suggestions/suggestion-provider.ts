import type {
  SuggestionErrorCode,
  SuggestionInput,
  SuggestionMessage,
  SuggestionProvider,
} from '@icf/shared';

/** Who writes the plans: an OpenAI-compatible server, or the built-in rule-based draft. */
export interface SuggestionWriter {
  provider: SuggestionProvider;
  model: string;
  /** The plan's text. `messages` is exactly what the preview showed; `input` serves the offline draft. */
  write(messages: SuggestionMessage[], input: SuggestionInput): Promise<string>;
}

/** A provider failure, with the reason the user reads and whether another try may succeed. */
export class ProviderError extends Error {
  constructor(
    readonly code: SuggestionErrorCode,
    readonly retryable: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
