import type { offlineEn } from '../en/offline';

/** 연결 없이 작업하기, 대기 중인 저장, 새 버전 (결정 기록 0026). */
export const offlineKr: Record<keyof typeof offlineEn, string> = {
  'offline.status_title': '오프라인',
  'offline.status_text':
    '작업 내용은 이 브라우저에 보관됩니다. 저장은 연결이 돌아오면 이루어지고, PDF 양식, 치료 계획 제안과 대시보드는 연결이 필요합니다.',
  'offline.save_button': '연결되면 저장',
  'offline.pdf_needs_connection': 'PDF 양식은 연결이 필요합니다. 텍스트로 복사하기는 오프라인에서도 됩니다.',
  'offline.dashboard_needs_connection':
    '대시보드, 저장된 문서와 치료 계획 제안은 연결이 필요합니다. 작성 중인 문서는 이 브라우저에 보관됩니다.',
  'offline.save_queued_title': '이 브라우저에 저장됨',
  'offline.save_queued_text': '오프라인 상태입니다. 연결이 돌아오면 문서가 서버에 한 번 저장됩니다.',
  'offline.queued_status': '연결되면 저장됩니다',
  'offline.queued_saved': '오프라인에서 저장한 문서가 서버에 저장되었습니다.',
  'offline.queued_saved_when': '{saved}에 저장되었습니다. 오프라인에서 저장한 시각은 {queued}입니다.',
  'offline.queued_saved_open': '문서 열기',
  'offline.queued_saved_list': '저장된 문서 목록에서 보기',
  'offline.queued_saved_close': '메시지 닫기',
  'offline.queued_saved_as_version':
    '오프라인에서 저장한 문서가 서버에 저장되었습니다. 그사이 다른 곳에서 문서가 바뀌었으므로, 지금 내용은 최신 버전이 되고 다른 내용은 이전 버전으로 남아 있습니다.',
  'offline.queued_failed':
    '오프라인에서 저장한 문서를 저장하지 못했습니다: {reason} 작성 중인 문서는 그대로이니 다시 저장하세요.',
  'offline.logout_queued_title': '연결을 기다리는 저장이 있습니다',
  'offline.logout_queued_text':
    '오프라인에서 저장한 문서가 아직 서버에 저장되지 않았습니다. 다음에 이 컴퓨터에서 로그인할 때 보내도록 보관할까요?',
  'offline.logout_queued_keep': '보관',
  'offline.logout_queued_discard': '삭제',
  'offline.new_release': '앱의 새 버전이 준비되었습니다.',
  'offline.reload': '새로 고침',
};
