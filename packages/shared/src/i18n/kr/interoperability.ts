import type { interoperabilityEn } from '../en/interoperability';

/** FHIR·CSV 내보내기 메시지 (decision records 0019, 0020). */
export const interoperabilityKr: Record<keyof typeof interoperabilityEn, string> = {
  'interoperability.export_fhir': 'FHIR 내보내기 (JSON)',
  'interoperability.export_fhir_of': 'FHIR(JSON)로 내보내기: {name}',
  'interoperability.export_csv': 'CSV 내보내기',
  'interoperability.export_csv_hint': '모든 문서의 평가한 범주를 스프레드시트(CSV)로 내보내기',
  'interoperability.export_csv_client_hint': '이 대상자 문서의 평가한 범주를 스프레드시트(CSV)로 내보내기',
};
