import type { exportEn } from '../en/export';

export const exportKr: Record<keyof typeof exportEn, string> = {
  'component.b': '신체기능',
  'component.s': '신체구조',
  'component.d': '활동과 참여',
  'component.e': '환경요인',

  'export.core_sets': '핵심세트',
  'export.no_codes': '선택한 코드가 없습니다.',
  'export.no_rated': '아직 평가한 범주가 없습니다.',
  'export.not_rated': '평가 안 함',
  'export.sheet.client_perspective': '대상자의 관점',
  'export.sheet.professional_perspective': '전문가의 관점',
  'export.sheet.body': '신체기능과 신체구조',
  'export.sheet.activities': '활동과 참여',
  'export.sheet.contextual': '배경요인',
  'export.profile.category': '범주',
  'export.profile.scale': '0 문제 없음 … 4 완전한 문제; 환경요인: 0의 왼쪽은 장애요인, 오른쪽은 촉진요인',
  'export.profile.performance': '수행',
  'export.profile.capacity': '역량',

  'documents.copied': '문서를 클립보드에 복사했습니다.',
  'documents.copy_failed': '문서 복사에 실패했습니다.',
  'download.working': '준비 중…',
  'download.failed': 'PDF를 만들지 못했습니다.',
  'download.unreachable': '서버에 연결할 수 없습니다. 다시 시도하세요.',
  'download.offline': '오프라인 상태입니다. 연결되면 다시 시도하세요.',
  'download.saved_as_file': '브라우저가 새 창을 막아서 PDF를 파일로 저장했습니다.',
  'dashboard.download': '다운로드',
  'dashboard.download_of': '문서 다운로드: {name}',
};
