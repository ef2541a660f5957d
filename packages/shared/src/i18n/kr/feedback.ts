import type { feedbackEn } from '../en/feedback';

export const feedbackKr: Record<keyof typeof feedbackEn, string> = {
  'page.feedback': '질문 및 제안',
  'feedback.intro':
    '이 앱에 대해 궁금한 점을 묻거나 개선할 점을 제안해 주세요. 관리자가 모든 메시지를 읽고 이메일로 답변합니다.',
  'feedback.category': '분류',
  'feedback.category.question': '질문',
  'feedback.category.suggestion': '제안',
  'feedback.message': '내용',
  'feedback.email': '연락받을 이메일',
  'feedback.email_hint': '답변은 이 주소로 보내 드립니다.',
  'feedback.characters': '{count} / {max}자',
  'feedback.send': '보내기',
  'feedback.sent': '감사합니다. 메시지를 보냈습니다.',
  'feedback.mine': '내가 보낸 메시지',
  'feedback.none': '아직 보낸 메시지가 없습니다.',
  'feedback.sign_in_hint': '로그인하면 이전에 보낸 메시지와 답변을 여기에서 볼 수 있습니다.',
  'feedback.sent_on': '{date}에 보냄',
  'feedback.answered_on': '{date}에 답변함',
  'feedback.answer': '답변',
  'feedback.status.new': '답변 대기 중',
  'feedback.status.answered': '답변 완료',
  'feedback.status.closed': '종료',
};
