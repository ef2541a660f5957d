import type { interoperabilityEn } from '../en/interoperability';

/** FHIR·CSV 내보내기 메시지 (decision records 0019, 0020). */
export const interoperabilityKr: Record<keyof typeof interoperabilityEn, string> = {
  'interoperability.export_fhir': 'FHIR 내보내기 (JSON)',
  'interoperability.export_fhir_of': 'FHIR(JSON)로 내보내기: {name}',
  'interoperability.export_csv': 'CSV 내보내기',
  'interoperability.export_csv_hint': '모든 문서의 평가한 범주를 스프레드시트(CSV)로 내보내기',
  'interoperability.export_csv_client_hint': '이 대상자 문서의 평가한 범주를 스프레드시트(CSV)로 내보내기',
  'interoperability.export_series': '평가 기록 내보내기 (FHIR)',
  'interoperability.export_bulk': '전체 내보내기 (FHIR NDJSON)',
  'interoperability.export_bulk_hint':
    '내 대상자와 문서를 FHIR Bulk Data로: 리소스 종류마다 NDJSON 파일 하나, ZIP으로',
  'interoperability.series_import.title': '대상자 평가 기록 가져오기 (FHIR)',
  'interoperability.series_import.hint':
    '대상자의 평가들을 담은 FHIR 파일(JSON)입니다. 이미 있는 대상자에게는 없는 평가만 추가됩니다.',
  'interoperability.series_import.file': 'FHIR 파일 (JSON)',
  'interoperability.series_import.submit': '평가 기록 가져오기',
  'interoperability.series_import.imported': '가져왔습니다: 평가 {count}건.',
  'interoperability.series_import.existing':
    '이미 가져온 파일입니다: 새로 저장한 것이 없습니다 (평가 {count}건).',
  'interoperability.series_import.open_client': '대상자 열기',
  'interoperability.series_import.refused': '파일을 가져오지 못했습니다. 파일 안의 위치별 문제:',
  'interoperability.series_import.more_problems': '외 {count}건.',
  'interoperability.series_import.no_file': '먼저 FHIR 파일을 선택하세요.',
  'interoperability.series_import.not_json': '이 파일은 JSON이 아닙니다.',
  'interoperability.series_import.too_large': '파일이 너무 커서 가져올 수 없습니다.',
  'interoperability.series_import.failed': '가져오기에 실패했습니다. 다시 시도해 주세요.',
};
