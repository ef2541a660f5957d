import { formatMessage, type Locale } from './index';

/**
 * Every text the server writes for people: validation and error messages, status texts and e-mails.
 * API answers and e-mails use the locale of the request that caused them (Accept-Language).
 * The English catalogue defines the keys; the Korean one must provide every one of them.
 */
const en = {
  // Field names as they appear inside validation messages ({attribute}).
  'attribute.name': 'name',
  'attribute.email': 'email',
  'attribute.info.perspective_bf': 'client’s perspective on body functions and structures',
  'attribute.info.perspective_ap': 'client’s perspective on activities and participation',
  'attribute.info.personal_factor': 'personal factors',
  'attribute.password': 'password',
  'attribute.password_confirmation': 'password confirmation',
  'attribute.old_password': 'current password',
  'attribute.token': 'token',
  // Document calls (spec §3, §7).
  'attribute.id': 'id',
  'attribute.client': 'client',
  'attribute.age': 'age',
  'attribute.gender': 'gender',
  'attribute.onset': 'onset',
  'attribute.evaluation_date': 'evaluation date',
  'attribute.manager': 'manager',
  'attribute.dx': 'diagnosis',
  'attribute.description': 'description',
  'attribute.perspective_bf': 'perspective on body functions and structures',
  'attribute.perspective_ap': 'perspective on activities and participation',
  'attribute.enviromental_factor': 'environmental factors',
  'attribute.personal_factor': 'personal factors',
  'attribute.sets': 'sets',
  'attribute.data': 'data',
  'attribute.column': 'column',
  'attribute.page': 'page',
  'attribute.per_page': 'per page',
  'attribute.order_by_column': 'order by column',
  'attribute.order_by': 'order by',
  // Personal core sets (issue 12).
  'attribute.name_translation': 'translated name',
  'attribute.codes': 'codes',
  'attribute.note': 'note',

  'validation.required': 'The {attribute} field is required.',
  'validation.string': 'The {attribute} field must be a string.',
  'validation.email': 'The {attribute} field must be a valid email address.',
  'validation.min_string': 'The {attribute} field must be at least {min} characters.',
  'validation.max_string': 'The {attribute} field must not be greater than {max} characters.',
  'validation.confirmed': 'The {attribute} confirmation does not match.',
  'validation.unique': 'The {attribute} has already been taken.',
  'validation.invalid': 'The {attribute} field is invalid.',
  'validation.body_object': 'The request body must be a JSON object.',
  'validation.integer': 'The {attribute} field must be an integer.',
  'validation.min_numeric': 'The {attribute} field must be at least {min}.',
  'validation.max_numeric': 'The {attribute} field must not be greater than {max}.',
  'validation.in': 'The selected {attribute} is invalid.',
  'validation.array': 'The {attribute} field must be an array.',
  'validation.object': 'The {attribute} field must be an object.',
  'validation.max_items': 'The {attribute} field must not have more than {max} items.',
  'validation.min_items': 'The {attribute} field must have at least {min} item.',
  'validation.date_format': 'The {attribute} field must be a date in the format YYYY-MM-DD.',
  'validation.unstorable_text': 'The {attribute} field contains characters that cannot be stored.',
  'validation.json': 'The {attribute} field must be valid JSON.',

  'request.malformed_json': 'The request body is not valid JSON.',
  'request.too_many': 'Too many requests. Please try again in {seconds} seconds.',
  'request.too_large': 'The request is too large.',

  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in {seconds} seconds.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.csrf_mismatch': 'CSRF token mismatch. Reload the page and try again.',

  'password.current_mismatch': 'The provided password does not match your current password.',
  'password.changed': 'Your password has been changed.',

  'passwords.sent': 'We have emailed your password reset link.',
  'passwords.reset': 'Your password has been reset.',
  'passwords.token': 'This password reset token is invalid.',

  'verification.invalid': 'This verification link is invalid or has expired.',

  'document.not_found': 'The document does not exist.',
  'document.too_large': 'The document is too large to save.',
  'document.unknown_codes': 'Unknown ICF category codes: {codes}.',
  'document.unknown_sets': 'Unknown core sets: {sets}.',
  'document.duplicate_sets': 'Core sets are listed more than once: {sets}.',
  'document.illegal_qualifier': '"{value}" is not a valid {slot} qualifier for {code}.',
  'document.desc_too_long': 'The description of {code} must not be greater than {max} characters.',
  'core_set.not_found': 'The core set does not exist.',
  'core_set.too_large': 'The core set is too large to save.',
  'export.busy': 'Too many PDFs are being made right now. Please try again in a moment.',

  'mail.greeting': 'Hello {name},',
  'mail.signature': 'Regards,\nICF Core Sets',
  'mail.link_fallback': 'If the link does not open, copy this address into your browser:',
  'mail.reset.subject': 'Reset Password Notification',
  'mail.reset.intro':
    'You are receiving this email because we received a password reset request for your account.',
  'mail.reset.action': 'Reset Password',
  'mail.reset.expiry': 'This password reset link will expire in {minutes} minutes.',
  'mail.reset.outro': 'If you did not request a password reset, no further action is required.',
  'mail.verify.subject': 'Verify Email Address',
  'mail.verify.intro': 'Please click the link below to verify your email address.',
  'mail.verify.action': 'Verify Email Address',
  'mail.verify.expiry': 'This verification link will expire in {minutes} minutes.',
  'mail.verify.outro': 'If you did not create an account, no further action is required.',
} as const;

export type ServerMessageKey = keyof typeof en;

const kr: Record<ServerMessageKey, string> = {
  'attribute.name': '이름',
  'attribute.email': '이메일',
  'attribute.info.perspective_bf': '신체기능 및 구조에 대한 내담자의 관점',
  'attribute.info.perspective_ap': '활동 및 참여에 대한 내담자의 관점',
  'attribute.info.personal_factor': '개인요인',
  'attribute.password': '비밀번호',
  'attribute.password_confirmation': '비밀번호 확인',
  'attribute.old_password': '현재 비밀번호',
  'attribute.token': '토큰',
  'attribute.id': 'ID',
  'attribute.client': '대상자',
  'attribute.age': '나이',
  'attribute.gender': '성별',
  'attribute.onset': '발병일',
  'attribute.evaluation_date': '평가일',
  'attribute.manager': '담당자',
  'attribute.dx': '진단명',
  'attribute.description': '설명',
  'attribute.perspective_bf': '신체기능 및 구조에 대한 관점',
  'attribute.perspective_ap': '활동 및 참여에 대한 관점',
  'attribute.enviromental_factor': '환경요인',
  'attribute.personal_factor': '개인요인',
  'attribute.sets': '핵심세트',
  'attribute.data': '코드 데이터',
  'attribute.column': '열',
  'attribute.page': '페이지',
  'attribute.per_page': '페이지당 개수',
  'attribute.order_by_column': '정렬 열',
  'attribute.order_by': '정렬 방향',
  'attribute.name_translation': '번역 이름',
  'attribute.codes': '코드',
  'attribute.note': '메모',

  'validation.required': '{attribute} 항목은 필수입니다.',
  'validation.string': '{attribute} 항목은 문자열이어야 합니다.',
  'validation.email': '{attribute} 항목은 올바른 이메일 주소여야 합니다.',
  'validation.min_string': '{attribute} 항목은 최소 {min}자 이상이어야 합니다.',
  'validation.max_string': '{attribute} 항목은 {max}자를 넘을 수 없습니다.',
  'validation.confirmed': '{attribute} 확인이 일치하지 않습니다.',
  'validation.unique': '이미 사용 중인 {attribute}입니다.',
  'validation.invalid': '{attribute} 항목이 올바르지 않습니다.',
  'validation.body_object': '요청 본문은 JSON 객체여야 합니다.',
  'validation.integer': '{attribute} 항목은 정수여야 합니다.',
  'validation.min_numeric': '{attribute} 항목은 {min} 이상이어야 합니다.',
  'validation.max_numeric': '{attribute} 항목은 {max} 이하여야 합니다.',
  'validation.in': '선택한 {attribute} 값이 올바르지 않습니다.',
  'validation.array': '{attribute} 항목은 배열이어야 합니다.',
  'validation.object': '{attribute} 항목은 객체여야 합니다.',
  'validation.max_items': '{attribute} 항목은 {max}개를 넘을 수 없습니다.',
  'validation.min_items': '{attribute} 항목은 최소 {min}개가 있어야 합니다.',
  'validation.date_format': '{attribute} 항목은 YYYY-MM-DD 형식의 날짜여야 합니다.',
  'validation.unstorable_text': '{attribute} 항목에 저장할 수 없는 문자가 있습니다.',
  'validation.json': '{attribute} 항목은 올바른 JSON이어야 합니다.',

  'request.malformed_json': '요청 본문이 올바른 JSON 형식이 아닙니다.',
  'request.too_many': '요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
  'request.too_large': '요청이 너무 큽니다.',

  'auth.failed': '이메일 주소 또는 비밀번호가 일치하지 않습니다.',
  'auth.throttle': '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
  'auth.unauthenticated': '로그인이 필요합니다.',
  'auth.csrf_mismatch': 'CSRF 토큰이 일치하지 않습니다. 페이지를 새로 고친 뒤 다시 시도하세요.',

  'password.current_mismatch': '현재 비밀번호가 일치하지 않습니다.',
  'password.changed': '비밀번호가 변경되었습니다.',

  'passwords.sent': '비밀번호 재설정 링크를 이메일로 보냈습니다.',
  'passwords.reset': '비밀번호가 재설정되었습니다.',
  'passwords.token': '비밀번호 재설정 토큰이 유효하지 않습니다.',

  'verification.invalid': '인증 링크가 유효하지 않거나 만료되었습니다.',

  'document.not_found': '문서가 존재하지 않습니다.',
  'document.too_large': '문서가 너무 커서 저장할 수 없습니다.',
  'document.unknown_codes': '알 수 없는 ICF 범주 코드입니다: {codes}.',
  'document.unknown_sets': '알 수 없는 핵심세트입니다: {sets}.',
  'document.duplicate_sets': '핵심세트가 중복되었습니다: {sets}.',
  'document.illegal_qualifier': '"{value}"은(는) {code}의 {slot} 평가점으로 올바르지 않습니다.',
  'document.desc_too_long': '{code}의 설명은 {max}자를 넘을 수 없습니다.',
  'core_set.not_found': '핵심세트가 존재하지 않습니다.',
  'core_set.too_large': '핵심세트가 너무 커서 저장할 수 없습니다.',
  'export.busy': '지금 만드는 PDF가 너무 많습니다. 잠시 후 다시 시도하세요.',

  'mail.greeting': '{name}님, 안녕하세요.',
  'mail.signature': 'ICF 핵심세트 드림',
  'mail.link_fallback': '링크가 열리지 않으면 아래 주소를 브라우저에 붙여 넣으세요:',
  'mail.reset.subject': '비밀번호 재설정 안내',
  'mail.reset.intro': '회원님의 계정에 대한 비밀번호 재설정 요청을 받아 이 이메일을 보내 드립니다.',
  'mail.reset.action': '비밀번호 재설정',
  'mail.reset.expiry': '이 비밀번호 재설정 링크는 {minutes}분 후에 만료됩니다.',
  'mail.reset.outro': '비밀번호 재설정을 요청하지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
  'mail.verify.subject': '이메일 주소 인증',
  'mail.verify.intro': '아래 링크를 눌러 이메일 주소를 인증해 주세요.',
  'mail.verify.action': '이메일 주소 인증하기',
  'mail.verify.expiry': '이 인증 링크는 {minutes}분 후에 만료됩니다.',
  'mail.verify.outro': '계정을 만들지 않으셨다면 이 이메일을 무시하셔도 됩니다.',
};

export const serverMessages: Record<Locale, Record<ServerMessageKey, string>> = { en, kr };

export function isServerMessageKey(value: unknown): value is ServerMessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function serverMessage(
  locale: Locale,
  key: ServerMessageKey,
  params?: Record<string, string | number>,
): string {
  return formatMessage(serverMessages[locale][key], params);
}
