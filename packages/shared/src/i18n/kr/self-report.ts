import type { selfReportEn } from '../en/self-report';

/** 대상자 자기 보고의 치료사 화면 (결정 기록 0053); 대상자의 페이지는 자체 문구를 씁니다. */
export const selfReportKr: Record<keyof typeof selfReportEn, string> = {
  'self_report.title': '대상자 자기 보고',
  'self_report.intro':
    '대상자가 휴대전화로 자신의 말로 답할 수 있는 링크를 보냅니다. 대상자의 답은 평가자의 평가를 바꾸지 않습니다.',
  'self_report.codes': '범주 (코드, 최대 {max}개)',
  'self_report.codes_hint':
    '신체기능(b)과 활동 및 참여(d) 코드를 띄어쓰기나 쉼표로 구분합니다. 기본값은 최근 평가의 활동 및 참여입니다.',
  'self_report.language': '질문 언어',
  'self_report.expiry': '유효 기간 (일)',
  'self_report.greeting': '인사말에 쓸 이름 (선택)',
  'self_report.create': '링크 만들기',
  'self_report.link': '대상자용 링크',
  'self_report.link_once': '링크는 지금만 표시됩니다. QR 코드를 보여 주거나 링크를 대상자에게 보내세요.',
  'self_report.copy_link': '링크 복사',
  'self_report.copied': '복사됨',
  'self_report.qr': '링크의 QR 코드',
  'self_report.requests': '요청 목록',
  'self_report.none': '아직 요청한 자기 보고가 없습니다.',
  'self_report.status.open': '{date}까지 답을 기다리는 중',
  'self_report.status.answered': '{date}에 답함',
  'self_report.status.expired': '기한 지남',
  'self_report.status.revoked': '취소됨',
  'self_report.revoke': '링크 취소',
  'self_report.requested_on': '{date}에 요청',
  'self_report.category': '범주',
  'self_report.client_answer': '대상자의 답',
  'self_report.your_rating': '평가 (첫 번째 평가점)',
  'self_report.differs': '2단계 이상 차이',
  'self_report.not_rated': '평가 없음',
  'self_report.note': '대상자의 말',
  'self_report.copy_words': '대상자의 말을 관점 항목에 복사',
  'self_report.words_copied': '대상자의 말이 관점 항목에 추가되었습니다.',
  'self_report.latest_of': '{date} 대상자 자기 보고',
  'self_report.over_time': '시간에 따른 자기 보고',
};
