import { enFrame } from './en-frame.ts';
import { documentationEn } from './en/documentation.ts';
import { authEn } from './en/auth.ts';
import { documentsEn } from './en/documents.ts';
import { exportEn } from './en/export.ts';
import { coreSetsEn } from './en/core-sets.ts';
import { beginnerEn } from './en/beginner.ts';
import { visualEn } from './en/visual.ts';
import { suggestionsEn } from './en/suggestions.ts';
import { smallScreensEn } from './en/small-screens.ts';
import { clientsEn } from './en/clients.ts';
import { interoperabilityEn } from './en/interoperability.ts';
import { feedbackEn } from './en/feedback.ts';
import { adminEn } from './en/admin.ts';
import { accountEn } from './en/account.ts';
import { keyboardEn } from './en/keyboard.ts';
import { apiTokensEn } from './en/api-tokens.ts';
import { teamsEn } from './en/teams.ts';
import { rehabCycleEn } from './en/rehab-cycle.ts';
import { selfReportEn } from './en/self-report.ts';
import { qualifierLabelsEn } from '../icf/qualifiers.ts';

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
  ...selfReportEn,
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
