import type { visualEn } from '../en/visual';

export const visualKr: Record<keyof typeof visualEn, string> = {
  'visual.intro':
    '그림의 코드를 눌러 평가점수(0–4)를 고르세요. 평가한 코드는 선택 목록에 들어가며, 다음을 눌러 이어서 작성합니다.',
  'visual.tabs': '장',
  'visual.next': '다음',
  'visual.rated_count': '이 그림에서 {count}개 평가함',
  'visual.bubble_rated': '{code} {name}, 평가점수 {value}',
  'visual.dialog.hint_function': '이 기능의 손상은 어느 정도인가요? 0(문제 없음)부터 4(완전)까지 고르세요.',
  'visual.dialog.hint_activity':
    '대상자가 현재 환경에서 이 활동을 하는 데 어려움이 어느 정도인가요? 0(문제 없음)부터 4(완전)까지 고르세요.',
  'visual.dialog.clear': '지우기',
  'visual.dialog.close': '닫기',
  'visual.dialog.current': '현재: {value}',
  'visual.dialog.not_rated': '아직 평가하지 않음',
  'visual.dialog.others':
    '이 팀 평가에서 이 범주의 담당은 {disciplines}입니다. 평가점수를 바꾸려면 작성 화면에서 이 범주의 편집을 누르세요.',
  'visual.drawing.b7': '관절, 근육과 팔다리가 표시된 서 있는 사람',
  'visual.drawing.d4': '걷고, 상자를 들고, 앉고, 휠체어를 쓰고, 버스를 타고, 운전하는 사람',
  'visual.drawing.d5': '씻고, 옷을 입고, 먹고 마시고, 화장실을 쓰고, 건강을 돌보는 사람',
};
