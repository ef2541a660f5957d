import type { accountEn } from '../en/account';

/** 설정의 "내 데이터" 화면: 데이터 내보내기와 계정 삭제 (결정 기록 0028). */
export const accountKr: Record<keyof typeof accountEn, string> = {
  'account.page': '내 데이터',
  'account.export_title': '내 데이터 모두 내려받기',
  'account.export_text':
    '모든 문서(FHIR R4 JSON과 하나의 CSV), 저장된 모든 버전, 대상자, 목표, 직접 만든 핵심세트, 치료 계획 제안과 메시지, 각 파일을 설명하는 README가 담긴 ZIP 파일 하나입니다.',
  'account.export_button': '내 데이터 모두 내려받기 (ZIP)',
  'account.delete_title': '계정 삭제',
  'account.delete_text':
    '계정과 모든 문서 및 버전, 대상자, 목표, 직접 만든 핵심세트, 치료 계획 제안과 메시지가 한 번에 지워집니다. 되돌릴 수 없으니 필요하면 먼저 데이터를 내려받으세요.',
  'account.delete_button': '계정 삭제…',
  'account.delete_dialog_title': '계정을 영구히 삭제할까요?',
  'account.delete_dialog_text':
    '확인을 위해 비밀번호를 입력하고 이메일 주소({email})를 직접 입력하세요. 모든 것이 한 번에 지워집니다.',
  'account.delete_email': '이메일 주소 입력',
  'account.delete_confirm': '모두 삭제',
  'account.deleting': '삭제 중…',
  'account.delete_failed': '계정을 삭제하지 못했습니다.',
};
