import type { authEn } from '../en/auth';

export const authKr: Record<keyof typeof authEn, string> = {
  'auth.name': '이름',
  'auth.email': '이메일',
  'auth.password': '비밀번호',
  'auth.password_confirmation': '비밀번호 확인',
  'auth.required': '필수',
  'auth.login': '로그인',
  'auth.register': '가입하기',
  'auth.no_account': '아직 회원이 아니신가요?',
  'auth.join_us': '회원가입',
  'auth.have_account': '이미 계정이 있으신가요?',
  'auth.forgot_password': '비밀번호를 잊으셨나요?',
  'auth.request_failed': '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  'auth.shared_computer': '공용 컴퓨터입니다',
  'auth.shared_computer_hint':
    '작성 중인 초안과 계정 정보는 로그아웃하거나 브라우저를 닫을 때까지만 보관됩니다.',

  'auth.forgot_intro': '가입한 이메일 주소를 입력하시면 비밀번호 재설정 링크를 보내 드립니다.',
  'auth.send_reset_link': '재설정 링크 보내기',
  'auth.sending': '보내는 중…',
  'auth.email_missing': '이메일 주소를 입력해 주세요',
  'auth.email_sent': '이메일을 보냈습니다',
  'auth.try_again_title': '다시 시도해 주세요',
  'auth.try_again_text': '몇 분 후에 다시 시도해 주세요.',

  'auth.reset_intro': '계정에 사용할 새 비밀번호를 입력해 주세요.',
  'auth.reset_link_incomplete': '재설정 링크가 올바르지 않습니다. 새 링크를 요청해 주세요.',
  'auth.new_password': '새 비밀번호',
  'auth.new_password_confirmation': '새 비밀번호 확인',
  'auth.reset_password': '비밀번호 재설정',

  'auth.verify_title': '이메일 인증',
  'auth.verifying': '이메일 주소를 인증하는 중…',
  'auth.verify_success': '이메일 주소가 인증되었습니다.',
  'auth.verify_failed': '이메일 인증에 실패했습니다.',

  'settings.menu': '설정 메뉴',
  'settings.member_since': '회원 가입일',
  'settings.old_password': '현재 비밀번호',
  'settings.update_password': '비밀번호 변경',
};
