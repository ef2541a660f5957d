import type { coreSetsEn } from '../en/core-sets';

export const coreSetsKr: Record<keyof typeof coreSetsEn, string> = {
  'core_sets.about_button': '세트 정보: {name}',
  'core_sets.about_label': '{name} 정보',
  'core_sets.official': '공식 목록, 검증됨',
  'core_sets.verification.two-sources': '두 출처의 목록이 코드까지 모두 일치합니다.',
  'core_sets.verification.one-source-counts-match':
    '한 출처에서 확인했으며, 구성요소별 범주 수가 출판물과 일치합니다.',
  'core_sets.counts_checked': '범주 수를 출판물과 대조했습니다.',
  'core_sets.counts_not_checked': '출판물 원문과는 아직 대조하지 않았습니다.',
  'core_sets.citations': '출처',
  'core_sets.size': '구성요소별 범주 수',
  'core_sets.size.this_list': '이 목록',
  'core_sets.size.comprehensive': '포괄형',
  'core_sets.size.total': '합계',
  'core_sets.institution': '기관 목록',
  'core_sets.institution_text': '이 사이트의 관리자가 가져온 목록입니다.',
  'core_sets.source': '출처',
  'core_sets.imported_at': '{date}에 가져왔습니다.',
  'core_sets.personal': '내 세트',
  'core_sets.personal_text': '선택한 코드로 직접 만든 세트입니다.',
  'core_sets.note': '메모',
  'core_sets.updated_at': '{date}에 마지막으로 변경했습니다.',

  'core_sets.not_available': '아직 제공되지 않음',
  'core_sets.not_available_text':
    '이 건강상태의 공식 목록은 아직 제공되지 않습니다. 관리자가 추가할 수 있습니다.',
  'core_sets.not_available_group': '아직 제공되지 않는 목록 ({count})',
  'core_sets.group_empty': '이 분류에는 아직 목록이 없습니다.',

  'core_sets.my_sets': '내 세트',
  'core_sets.my_sets_empty': '아직 내 세트가 없습니다. 코드를 선택한 뒤 내 세트로 저장하세요.',
  'core_sets.save_selection': '선택을 내 세트로 저장',
  'core_sets.save_needs_codes': '먼저 코드를 선택한 뒤 내 세트로 저장하세요.',
  'core_sets.login_to_save': '로그인하면 선택한 코드를 내 세트로 저장할 수 있습니다.',
  'core_sets.rename': '이름 변경',
  'core_sets.replace_codes': '현재 선택으로 코드 바꾸기',
  'core_sets.delete': '삭제',
  'core_sets.codes_count': '코드 {count}개',

  'core_sets.dialog.save_title': '선택을 내 세트로 저장',
  'core_sets.dialog.save_text': '선택한 코드 {count}개를 내 세트로 저장합니다.',
  'core_sets.dialog.rename_title': '내 세트 이름 변경',
  'core_sets.field.name': '이름',
  'core_sets.field.name_translation': '다른 언어로 된 이름 (선택)',
  'core_sets.field.note': '메모 (선택)',
  'core_sets.dialog.save': '저장',
  'core_sets.dialog.saving': '저장 중…',

  'core_sets.replace_confirm_title': '“{name}”의 코드를 바꿀까요?',
  'core_sets.replace_confirm_text': '기존 코드 {old}개가 지금 선택한 코드 {count}개로 바뀝니다.',
  'core_sets.replace_confirm': '바꾸기',
  'core_sets.delete_confirm_title': '“{name}”을(를) 삭제할까요?',
  'core_sets.delete_confirm_text':
    '삭제하면 되돌릴 수 없습니다! 이 세트로 저장한 문서의 코드는 그대로 남습니다.',
  'core_sets.delete_confirm': '삭제',

  'core_sets.saved': '내 세트 “{name}”(으)로 저장했습니다.',
  'core_sets.renamed': '내 세트 이름을 “{name}”(으)로 바꿨습니다.',
  'core_sets.replaced': '“{name}”의 코드를 바꿨습니다.',
  'core_sets.deleted': '내 세트 “{name}”을(를) 삭제했습니다.',
  'core_sets.failed': '내 세트를 변경하지 못했습니다. 다시 시도하세요.',

  'core_sets.icf_cy_title': '아동·청소년용 ICF(ICF-CY)의 범주',
};
