import type { smallScreensEn } from '../en/small-screens';

/** Phone and tablet layouts (decision 0013): the write screen's sidebar as a drawer. */
export const smallScreensKr: Record<keyof typeof smallScreensEn, string> = {
  'write.sidebar': '검색과 선택한 코드',
  'write.sidebar_close': '검색과 선택한 코드 닫기',
};
