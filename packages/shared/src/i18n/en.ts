import { enFrame } from './en-frame';
import { documentationEn } from './en/documentation';
import { authEn } from './en/auth';
import { documentsEn } from './en/documents';
import { exportEn } from './en/export';
import { coreSetsEn } from './en/core-sets';
import { beginnerEn } from './en/beginner';
import { visualEn } from './en/visual';
import { suggestionsEn } from './en/suggestions';
import { smallScreensEn } from './en/small-screens';
import { clientsEn } from './en/clients';
import { interoperabilityEn } from './en/interoperability';
import { feedbackEn } from './en/feedback';
import { adminEn } from './en/admin';
import { accountEn } from './en/account';
import { keyboardEn } from './en/keyboard';
import { apiTokensEn } from './en/api-tokens';
import { teamsEn } from './en/teams';
import { rehabCycleEn } from './en/rehab-cycle';
import { qualifierLabelsEn } from '../icf/qualifiers';

/**
 * The English catalogue defines the message keys; `kr.ts` must provide every one of them (the type
 * below and test/i18n-catalogues.test.ts both enforce it). Each feature keeps its messages in its own
 * file under en/ and kr/.
 */
export const en = {
  ...enFrame,
  ...qualifierLabelsEn,
  ...documentationEn,
  ...authEn,
  ...documentsEn,
  ...exportEn,
  ...coreSetsEn,
  ...beginnerEn,
  ...visualEn,
  ...suggestionsEn,
  ...smallScreensEn,
  ...clientsEn,
  ...interoperabilityEn,
  ...feedbackEn,
  ...adminEn,
  ...accountEn,
  ...keyboardEn,
  ...apiTokensEn,
  ...teamsEn,
  ...rehabCycleEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
