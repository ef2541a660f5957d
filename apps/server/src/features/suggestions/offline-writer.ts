import { draftRuleBasedPlan } from '@icf/shared';
import type { SuggestionWriter } from './suggestion-provider';

/** No LLM configured: a deterministic draft from the ratings (labelled as such), so a fresh machine works. */
export function createOfflineWriter(): SuggestionWriter {
  return {
    provider: 'offline',
    model: 'rule-based-draft-1',
    write: (_messages, input) => Promise.resolve(draftRuleBasedPlan(input)),
  };
}
