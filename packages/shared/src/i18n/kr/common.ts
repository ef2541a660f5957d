import type { commonEn } from '../en/common';

export const commonKr: Record<keyof typeof commonEn, string> = {
  'app.name': 'ICF 핵심세트 문서화',
  'app.brand': 'ICF 핵심세트',

  'nav.skip_to_content': '본문으로 건너뛰기',
  'nav.toggle': '메뉴 열기/닫기',
  'nav.language': '언어',
  'nav.login': '로그인',
  'nav.register': '회원가입',
  'nav.dashboard': '대시보드',
  'nav.settings': '설정',
  'nav.logout': '로그아웃',
  'nav.feedback': '질문',

  'welcome.headline': 'ICF 핵심세트를 이용한 기능 평가 및 문서화',
  'welcome.headline_translation': 'Functional evaluation and documentation using ICF core sets',
  'welcome.start': '시작하기',
  'welcome.notice_title': '공지',
  'welcome.notice':
    '2022년 3월 26일 사이트가 새롭게 개편되었습니다. 이제 기존 아이디 대신 이메일 주소로 로그인합니다.',
  'welcome.beginner': '초보자용',
  'welcome.visual': '코드 시각화',
  'welcome.visual_more': '더 보기',

  'footer.contact': '문의',
  'footer.researcher': '연구 책임자',
  'footer.administrator': '관리자',
  'footer.reference': 'ICF 문서화 양식',
  'footer.who_credit':
    'ICF 범주 명칭과 정의: 국제 기능·장애·건강 분류(ICF), © 세계보건기구(WHO), CC BY-NC-SA 3.0 IGO 라이선스.',
  'footer.ko_credit': '한국어 명칭: 본 프로젝트의 자체 번역이며 공식 한국어판이 아닙니다.',

  'not_found.title': '페이지를 찾을 수 없습니다',
  'not_found.back': '뒤로',
  'not_found.home': '홈으로',

  'conflict.title': '그 사이에 다른 사람이 저장했습니다',
  'conflict.caption': '두 사람이 모두 바꾼 항목',
  'conflict.entry': '항목',
  'conflict.yours': '내 값',
  'conflict.theirs': '그 사이 저장된 값',
  'conflict.keep_yours': '내 값 남기기: {entry}',
  'conflict.keep_theirs': '저장된 값 남기기: {entry}',
  'conflict.removed': '(삭제됨)',
  'conflict.save': '선택대로 저장',

  'alert.ok': '확인',
  'alert.cancel': '취소',
  'alert.server_error_title': '앗...',
  'alert.server_error_text': '문제가 발생했습니다! 다시 시도해 주세요.',
  'alert.session_expired_title': '세션이 만료되었습니다!',
  'alert.session_expired_text': '계속하려면 다시 로그인해 주세요.',

  'page.select': '핵심세트 선택',
  'page.write': '문서 양식',
  'page.beginner': '초보자용',
  'page.visual': '코드 시각화',
  'page.login': '로그인',
  'page.register': '회원가입',
  'page.forgot_password': '비밀번호 찾기',
  'page.reset_password': '비밀번호 재설정',
  'page.home': '홈',
  'page.dashboard': '대시보드',
  'page.settings': '설정',
  'page.profile': '프로필',
  'page.password': '비밀번호',
  'page.loading': '불러오는 중…',
  'home.logged_in': '로그인되었습니다!',

  'toast.close': '알림 닫기',
};
