import type { Messages } from './en.ts';
import { krFrame } from './kr-frame.ts';
import { documentationKr } from './kr/documentation.ts';
import { authKr } from './kr/auth.ts';
import { documentsKr } from './kr/documents.ts';
import { exportKr } from './kr/export.ts';
import { coreSetsKr } from './kr/core-sets.ts';
import { beginnerKr } from './kr/beginner.ts';
import { visualKr } from './kr/visual.ts';
import { suggestionsKr } from './kr/suggestions.ts';
import { smallScreensKr } from './kr/small-screens.ts';
import { clientsKr } from './kr/clients.ts';
import { interoperabilityKr } from './kr/interoperability.ts';
import { feedbackKr } from './kr/feedback.ts';
import { adminKr } from './kr/admin.ts';
import { accountKr } from './kr/account.ts';
import { keyboardKr } from './kr/keyboard.ts';
import { apiTokensKr } from './kr/api-tokens.ts';
import { teamsKr } from './kr/teams.ts';
import { rehabCycleKr } from './kr/rehab-cycle.ts';
import { selfReportKr } from './kr/self-report.ts';
import { qualifierLabelsKr } from '../icf/qualifiers.ts';

export const kr: Messages = {
  ...krFrame,
  ...qualifierLabelsKr,
  ...documentationKr,
  ...authKr,
  ...documentsKr,
  ...exportKr,
  ...coreSetsKr,
  ...beginnerKr,
  ...visualKr,
  ...suggestionsKr,
  ...smallScreensKr,
  ...clientsKr,
  ...interoperabilityKr,
  ...feedbackKr,
  ...adminKr,
  ...accountKr,
  ...keyboardKr,
  ...apiTokensKr,
  ...teamsKr,
  ...rehabCycleKr,
  ...selfReportKr,
};
