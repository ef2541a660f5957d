import type { Messages } from './en';
import { commonKr } from './kr/common';
import { qualifierLabelsKr } from '../icf/qualifiers';

export const kr: Messages = {
  ...commonKr,
  ...qualifierLabelsKr,
};
