import type { Messages } from './en';
import { krFrame } from './kr-frame';
import { documentationKr } from './kr/documentation';
import { authKr } from './kr/auth';
import { documentsKr } from './kr/documents';
import { exportKr } from './kr/export';
import { coreSetsKr } from './kr/core-sets';
import { beginnerKr } from './kr/beginner';
import { visualKr } from './kr/visual';
import { suggestionsKr } from './kr/suggestions';
import { smallScreensKr } from './kr/small-screens';
import { clientsKr } from './kr/clients';
import { interoperabilityKr } from './kr/interoperability';
import { feedbackKr } from './kr/feedback';
import { adminKr } from './kr/admin';
import { accountKr } from './kr/account';
import { keyboardKr } from './kr/keyboard';
import { apiTokensKr } from './kr/api-tokens';
import { teamsKr } from './kr/teams';
import { rehabCycleKr } from './kr/rehab-cycle';
import { qualifierLabelsKr } from '../icf/qualifiers';

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
};
