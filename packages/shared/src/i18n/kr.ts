import type { Messages } from './en';
import { commonKr } from './kr/common';
import { documentationKr } from './kr/documentation';
import { authKr } from './kr/auth';
import { documentsKr } from './kr/documents';
import { exportKr } from './kr/export';
import { coreSetsKr } from './kr/core-sets';
import { beginnerKr } from './kr/beginner';
import { visualKr } from './kr/visual';
import { suggestionsKr } from './kr/suggestions';
import { keyboardKr } from './kr/keyboard';
import { qualifierLabelsKr } from '../icf/qualifiers';

export const kr: Messages = {
  ...commonKr,
  ...qualifierLabelsKr,
  ...documentationKr,
  ...authKr,
  ...documentsKr,
  ...exportKr,
  ...coreSetsKr,
  ...beginnerKr,
  ...visualKr,
  ...suggestionsKr,
  ...keyboardKr,
};
