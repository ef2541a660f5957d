import type { keyboardEn } from '../en/keyboard';

/** 작성 화면의 키보드 도움말 (이슈 14). */
export const keyboardKr: Record<keyof typeof keyboardEn, string> = {
  'keyboard.help': '키보드 사용법',
  'keyboard.title': '키보드로 작성하기',
  'keyboard.tab': 'Tab과 Shift+Tab으로 입력란과 버튼 사이를 이동합니다.',
  'keyboard.digit':
    '평가치 선택란에서 값을 입력하면 바로 선택됩니다: 0–4, 8, 9, 촉진 요인은 +1–+4. 위·아래 화살표로 값을 하나씩 바꿉니다.',
  'keyboard.open': 'Alt+아래 화살표나 Space로 값 목록을 엽니다.',
  'keyboard.search':
    '검색: 수정 모드를 켜면 결과에서 Enter로 코드를 추가합니다. 이미 선택된 코드에서는 Enter로 해당 코드로 이동합니다.',
  'keyboard.tabs': '선택 화면에서는 왼쪽·오른쪽 화살표로 코드 탭 사이를 이동합니다.',
  'keyboard.close': 'Esc로 이 도움말을 닫습니다.',
};
