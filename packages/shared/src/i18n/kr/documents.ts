import type { documentsEn } from '../en/documents';

export const documentsKr: Record<keyof typeof documentsEn, string> = {
  'documents.save_title': '문서 저장',
  'documents.save_description': '설명',
  'documents.save_confirm': '저장',
  'documents.save_success': '저장되었습니다.',
  'documents.save_failed': '저장에 실패했습니다.',
  'documents.login_required_title': '저장하려면 로그인하세요',
  'documents.login_required_text':
    '저장된 문서는 계정에 보관됩니다. 작성 중인 내용은 이 브라우저에 남아 있어 로그인한 뒤에도 그대로 이어서 작성할 수 있습니다.',
  'documents.login': '로그인',
  'documents.editing_saved':
    '저장된 문서 “{description}”을(를) 수정하고 있습니다. 저장하면 이 문서가 갱신되며, 이전 상태는 버전으로 보관됩니다.',
  'documents.no_description': '설명 없음',

  'documents.delete_title': '정말 삭제하시겠습니까?',
  'documents.delete_text': '삭제하면 되돌릴 수 없습니다!',
  'documents.delete_confirm': '삭제',
  'documents.delete_cancel': '취소',
  'documents.deleted': '문서가 삭제되었습니다.',
  'documents.delete_failed': '문서를 삭제하지 못했습니다.',

  'documents.import_replace_title': '작성 중인 문서를 바꿀까요?',
  'documents.import_replace_text':
    '작성 중인 내용이 저장된 문서로 바뀝니다. 지금 내용을 남기려면 먼저 저장하세요.',
  'documents.import_confirm': '불러오기',
  'documents.import_failed': '문서를 불러오지 못했습니다.',
  'documents.copy_soon_text': '문서를 텍스트로 복사하는 기능은 곧 제공될 예정입니다.',

  'dashboard.notice':
    '저장된 문서는 계정과 함께 서버에 보관됩니다. 작성 중인 문서(초안)는 저장하기 전까지 이 브라우저에만 보관됩니다.',
  'dashboard.notice_close': '알림 닫기',
  'dashboard.total': '문서 {total}개',
  'dashboard.caption': '저장된 문서',
  'dashboard.column.number': '#',
  'dashboard.column.client': '내담자',
  'dashboard.column.description': '설명',
  'dashboard.column.created_at': '작성일',
  'dashboard.column.copy': '텍스트 복사',
  'dashboard.column.import': '수정 또는 다운로드',
  'dashboard.column.delete': '삭제',
  'dashboard.sort_by': '{column} 기준 정렬',
  'dashboard.copy': '텍스트 복사',
  'dashboard.import': '불러오기',
  'dashboard.delete': '삭제',
  'dashboard.empty': '저장된 문서가 아직 없습니다',
  'dashboard.empty_hint': '핵심세트를 고르고 양식을 작성해 저장하면 여기에 표시됩니다.',
  'dashboard.start': '문서 작성 시작',
  'dashboard.loading': '문서를 불러오는 중…',
  'dashboard.load_failed': '문서 목록을 불러오지 못했습니다.',
  'dashboard.retry': '다시 시도',
  'dashboard.pagination': '페이지',
  'dashboard.page': '{page} 페이지',
  'dashboard.prev_page': '이전',
  'dashboard.next_page': '다음',
};
