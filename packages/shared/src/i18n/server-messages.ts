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
  'attribute.cursor': 'page cursor',
  // Personal core sets (decision 0011).
  'attribute.name_translation': 'translated name',
  'attribute.codes': 'codes',
  'attribute.note': 'note',
  // Clients and goals (decision 0018).
  'attribute.client_id': 'client',
  'attribute.display_name': 'display name',
  'attribute.chart_number': 'chart number',
  'attribute.birth_year': 'birth year',
  'attribute.documents': 'documents',
  'client.not_found': 'The client does not exist.',
  // Two people saving a client's goals at once (decision records 0034, 0036).
  'client.goals_conflict':
    'Someone else saved this client’s goals meanwhile and changed the same goals. Choose which texts to keep, then save again.',
  'client.goals_save_contended': 'Others are saving this client’s goals right now. Please save again.',
  'client.unknown_goals_version': 'Version {version} of this client’s goals does not exist.',
  // Goal cycles (decision record 0056).
  'attribute.starts_on': 'start',
  'attribute.ends_on': 'end',
  'attribute.consent': 'agreement',
  'attribute.consent_on': 'date of agreement',
  'attribute.results': 'results',
  'attribute.next_starts_on': 'start of the next cycle',
  'attribute.next_ends_on': 'end of the next cycle',
  'attribute.goals_version': 'goals version',
  'cycle.end_before_start': 'A cycle cannot end before it starts.',
  'cycle.next_before_end': 'The next cycle cannot start before this one ends.',
  'cycle.consent_date_missing': 'Give the day the client agreed or declined.',
  'cycle.consent_date_pending': 'While the agreement is pending it has no date.',
  'cycle.result_missing': 'Every goal of the cycle needs a result: reached, partly or not reached.',
  'cycle.result_unset_goal': 'Only goals the cycle holds can have a result.',
  'cycle.result_repeated': 'Each goal has one result.',
  'cycle.goals_changed':
    'The goals were changed after you opened this page. Check them, then close the cycle again.',
  'document.illegal_goal':
    '"{value}" is not a valid goal for {code}: choose a rating of a scale the code has.',
  'document.goal_date': 'The goal date of {code} must be a date in the format YYYY-MM-DD.',

  // Questions and suggestions, administrator area (decision 0015).
  'attribute.category': 'category',
  'attribute.message': 'message',
  'attribute.answer': 'answer',
  'attribute.status': 'status',
  'attribute.role': 'role',
  'attribute.disabled': 'disabled',
  'attribute.search': 'search',
  'attribute.file_name': 'file name',
  'attribute.content': 'file content',
  'attribute.accept_warnings': 'accept warnings',
  'attribute.abilities': 'abilities',
  'attribute.expires_in_days': 'expiry',

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
  'request.invalid_utf8': 'The request body is not valid UTF-8 text.',
  'request.unsupported_media_type': 'This call does not read a body of type {type}; send {expected}.',
  'request.method_not_allowed': '{path} does not answer {method}; it answers {allowed}.',
  'request.too_many': 'Too many requests. Please try again in {seconds} seconds.',
  'request.too_large': 'The request is too large.',
  // Decision record 0031: the Idempotency-Key header of a save.
  'idempotency.key_invalid': 'The Idempotency-Key header must be 1 to {max} visible ASCII characters.',
  'idempotency.key_reused':
    'This Idempotency-Key was already used with another request. Make a new key for a new request.',
  'idempotency.in_progress':
    'A request with this Idempotency-Key is still being handled. Please try again in a moment.',
  // Said to a developer, not a clinician: the same words in both catalogues.
  'request.no_route': 'No API route for {method} {path}.',
  'validation.failed': 'The given data was invalid.',
  'jobs.not_accepted': 'The job was not accepted.',
  'jobs.unavailable': 'Background jobs are not available on this server.',
  'catalogue.no_live_list': 'No live institution list {id}.',
  'request.busy': 'Too many large requests are being read right now. Please try again in a moment.',

  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in {seconds} seconds.',
  'auth.unauthenticated': 'Unauthenticated.',
  'auth.csrf_mismatch': 'CSRF token mismatch. Reload the page and try again.',
  'auth.disabled': 'This account has been disabled. Please contact the administrator.',
  'admin.forbidden': 'This action is for administrators only.',
  'api_token.ability_missing': 'This access token lacks the ability "{ability}".',
  'api_token.account_only': 'Personal access tokens cannot be used for account settings. Sign in instead.',
  'api_token.not_found': 'The access token does not exist.',
  'admin.own_account': 'You cannot demote or disable your own account.',
  'admin.user_not_found': 'The user does not exist.',
  'admin.job_not_failed': 'Only a failed job can be tried again.',
  'feedback.not_found': 'The message does not exist.',
  'self_report.not_found': 'This link does not exist or can no longer be used.',

  'password.current_mismatch': 'The provided password does not match your current password.',
  'password.changed': 'Your password has been changed.',
  'account.email_mismatch': 'Type the e-mail address of this account to confirm.',
  'account.deleted': 'Your account and all its data have been deleted.',
  'export.readme': [
    'ICF Core Sets: all data of the account of {name}, exported on {date} (UTC).',
    '',
    'README.txt            this file',
    'account.json          the account: name, e-mail, language, when it was registered and verified',
    'documents.csv         every document not deleted, one row per rated category (the dashboard’s CSV export)',
    'goals.csv             every intervention target of those documents: code, qualifier, target value and date',
    'fhir/                 every document not deleted as a FHIR R4 Bundle (JSON), with the client’s name',
    'versions/             every saved version of every document, deleted ones included until they are purged',
    'clients.json          your clients: display name, chart number, birth year, note',
    'self-reports.json     the self-reports you asked your clients for, with their answers (never the link)',
    'personal-core-sets.json  the core sets you made',
    'suggestions.json      the suggested treatment plans you asked for, with their status and text',
    'feedback.json         the questions and suggestions you sent, with the answers',
    'api-tokens.json       your personal access tokens: name, abilities, created, expires, last used (never the token itself)',
    'teams.json            the teams you belong to: name, your role and discipline, number of members',
    '',
    'CSV files are UTF-8 with a byte order mark; JSON files are UTF-8.',
  ].join('\n'),

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
  'document.edit_conflict':
    'Someone else saved this document meanwhile and changed the same entries. Choose which values to keep, then save again.',
  'document.save_contended': 'Others are saving this document right now. Please save again.',
  'document.unknown_version': 'Version {version} of this document does not exist.',
  // Each discipline's rating (decision record 0055).
  'document.ratings_team_only':
    'Only an evaluation of a team’s client keeps each member’s rating. Rate this document on its write screen.',
  'document.category_not_rated_here': '{code} is not a category of this evaluation.',
  'core_set.not_found': 'The core set does not exist.',
  'core_set.too_large': 'The core set is too large to save.',
  'export.busy': 'Too many PDFs are being made right now. Please try again in a moment.',
  // FHIR import (decision 0019); paths name the place in the Bundle.
  'fhir.structure': 'This part of the bundle is not what a FHIR import reads: {detail}',
  'fhir.resource_type':
    'A {type} resource cannot be imported; a bundle holds a Patient, a Composition and Observations.',
  'fhir.one_resource': 'A bundle may hold only one {type}.',
  'fhir.not_icf_code':
    'The category must be coded in the ICF (http://hl7.org/fhir/sid/icf); "{code}" is not an ICF category.',
  'fhir.duplicate_code': '{code} is in the bundle more than once.',
  'fhir.qualifier_kind': '{code} has no {kind} qualifier, or the qualifier has no whole-number value.',
  'fhir.duplicate_qualifier': 'The {kind} qualifier of {code} is given more than once.',
  'fhir.unknown_component': 'This component is neither an ICF qualifier nor an information source.',
  'fhir.unknown_section': 'This section is not a field of the document.',
  'fhir.narrative': 'This narrative is not plain text as this application exports it.',
  'fhir.series_target':
    'This Goal is neither a client goal nor an intervention target of an Observation of this bundle.',
  'fhir.series_order': 'An Observation must follow the Composition of its evaluation.',

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
  'mail.feedback.subject': 'Your message has been answered',
  'mail.feedback.intro': 'An administrator has answered the {category} you sent on {date}.',
  'mail.feedback.your_message': 'Your message',
  'mail.feedback.answer': 'Answer',
  'mail.feedback.action': 'See your messages',
  'mail.feedback.category.question': 'question',
  'mail.feedback.category.suggestion': 'suggestion',

  // Teams (decision record 0033).
  'attribute.discipline': 'discipline',
  'attribute.user_id': 'member',
  'attribute.team_id': 'team',
  'attribute.clients': 'clients',
  'team.not_found': 'The team does not exist.',
  'team.owner_only': 'Only an owner of the team can do this.',
  'team.last_owner':
    'The last owner cannot leave the team: hand it over to another member first, or delete it.',
  'team.member_not_found': 'This person is not a member of the team.',
  'team.already_member': 'This person is already a member of the team.',
  'team.invitation_invalid':
    'This invitation link is not valid for this account: it has expired, has been used, or was sent to another address.',
  'team.invitation_email_unverified':
    'Confirm your e-mail address first, with the link we sent you, then open this invitation again.',
  'team.invitation_mail_failed': 'The invitation could not be sent. Please try again in a few minutes.',
  'team.client_fates': 'Choose what becomes of every client of the team, once each.',
  'team.move_own_only': 'Only the person who keeps a client can move it into a team.',
  'team.document_other_team': 'A team’s document can only belong to a client of the same team.',
  'account.team_last_owner':
    'You are the last owner of a team ({teams}): hand it over to another member or delete it first.',
  'mail.team_invite.subject': 'Invitation to the team {team}',
  'mail.team_invite.intro':
    '{inviter} invites you to join the team “{team}”. Sign in (or register) with this e-mail address to accept.',
  'mail.team_invite.action': 'Accept the invitation',
  'mail.team_invite.expiry': 'The invitation can be used once and expires in {days} days.',
  'mail.team_invite.outro': 'If you do not know this team, no further action is required.',
} as const;

export type ServerMessageKey = keyof typeof en;

const kr: Record<ServerMessageKey, string> = {
  'attribute.name': '이름',
  'attribute.email': '이메일',
  'attribute.info.perspective_bf': '신체기능 및 구조에 대한 대상자의 관점',
  'attribute.info.perspective_ap': '활동 및 참여에 대한 대상자의 관점',
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
  'attribute.cursor': '페이지 위치',
  'attribute.name_translation': '번역 이름',
  'attribute.codes': '코드',
  'attribute.note': '메모',
  'attribute.client_id': '대상자',
  'attribute.display_name': '표시 이름',
  'attribute.chart_number': '차트 번호',
  'attribute.birth_year': '출생 연도',
  'attribute.documents': '문서',
  'client.not_found': '대상자가 존재하지 않습니다.',
  'client.goals_conflict':
    '그 사이에 다른 사람이 이 대상자의 목표를 저장하면서 같은 목표를 바꿨습니다. 남길 내용을 고른 뒤 다시 저장하세요.',
  'client.goals_save_contended': '지금 다른 사람들이 이 대상자의 목표를 저장하고 있습니다. 다시 저장하세요.',
  'client.unknown_goals_version': '이 대상자 목표의 버전 {version}은(는) 존재하지 않습니다.',
  'attribute.starts_on': '시작일',
  'attribute.ends_on': '종료일',
  'attribute.consent': '동의',
  'attribute.consent_on': '동의 날짜',
  'attribute.results': '결과',
  'attribute.next_starts_on': '다음 주기 시작일',
  'attribute.next_ends_on': '다음 주기 종료일',
  'attribute.goals_version': '목표 버전',
  'cycle.end_before_start': '주기는 시작일보다 먼저 끝날 수 없습니다.',
  'cycle.next_before_end': '다음 주기는 이번 주기가 끝나기 전에 시작할 수 없습니다.',
  'cycle.consent_date_missing': '대상자가 동의하거나 거부한 날짜를 입력하세요.',
  'cycle.consent_date_pending': '동의 대기 중에는 날짜가 없습니다.',
  'cycle.result_missing': '주기의 모든 목표에 결과(달성, 부분 달성, 미달성)가 필요합니다.',
  'cycle.result_unset_goal': '주기에 있는 목표만 결과를 가질 수 있습니다.',
  'cycle.result_repeated': '목표마다 결과는 하나입니다.',
  'cycle.goals_changed': '이 화면을 연 뒤에 목표가 바뀌었습니다. 목표를 확인한 뒤 다시 주기를 마치세요.',
  'document.illegal_goal':
    '"{value}"은(는) {code}의 목표로 올바르지 않습니다. 이 코드의 척도에 있는 평가점을 고르세요.',
  'document.goal_date': '{code}의 목표일은 YYYY-MM-DD 형식의 날짜여야 합니다.',

  'attribute.category': '분류',
  'attribute.message': '내용',
  'attribute.answer': '답변',
  'attribute.status': '상태',
  'attribute.role': '역할',
  'attribute.disabled': '사용 중지',
  'attribute.search': '검색어',
  'attribute.file_name': '파일 이름',
  'attribute.content': '파일 내용',
  'attribute.accept_warnings': '경고 수락',
  'attribute.abilities': '권한',
  'attribute.expires_in_days': '만료 기간',

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
  'request.invalid_utf8': '요청 본문이 올바른 UTF-8 텍스트가 아닙니다.',
  'request.unsupported_media_type':
    '이 요청은 {type} 형식의 본문을 읽지 않습니다. {expected} 형식으로 보내 주세요.',
  'request.method_not_allowed': '{method} 요청은 {path}에서 받지 않습니다. 받는 요청: {allowed}.',
  'request.too_many': '요청이 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
  'request.too_large': '요청이 너무 큽니다.',
  'idempotency.key_invalid': 'Idempotency-Key 헤더는 보이는 ASCII 문자 1~{max}자여야 합니다.',
  'idempotency.key_reused': '이 Idempotency-Key는 이미 다른 요청에 쓰였습니다. 새 요청에는 새 키를 만드세요.',
  'idempotency.in_progress': '이 Idempotency-Key의 요청을 아직 처리하고 있습니다. 잠시 후 다시 시도하세요.',
  'request.no_route': 'No API route for {method} {path}.',
  'validation.failed': 'The given data was invalid.',
  'jobs.not_accepted': 'The job was not accepted.',
  'jobs.unavailable': 'Background jobs are not available on this server.',
  'catalogue.no_live_list': 'No live institution list {id}.',
  'request.busy': '지금 읽고 있는 큰 요청이 너무 많습니다. 잠시 후 다시 시도하세요.',

  'auth.failed': '이메일 주소 또는 비밀번호가 일치하지 않습니다.',
  'auth.throttle': '로그인 시도가 너무 많습니다. {seconds}초 후에 다시 시도하세요.',
  'auth.unauthenticated': '로그인이 필요합니다.',
  'auth.csrf_mismatch': 'CSRF 토큰이 일치하지 않습니다. 페이지를 새로 고친 뒤 다시 시도하세요.',
  'auth.disabled': '사용이 중지된 계정입니다. 관리자에게 문의하세요.',
  'admin.forbidden': '관리자만 할 수 있는 작업입니다.',
  'api_token.ability_missing': '이 액세스 토큰에는 "{ability}" 권한이 없습니다.',
  'api_token.account_only': '개인 액세스 토큰으로는 계정 설정을 사용할 수 없습니다. 로그인해서 사용하세요.',
  'api_token.not_found': '액세스 토큰이 없습니다.',
  'self_report.not_found': '이 링크는 없거나 더 이상 사용할 수 없습니다.',
  'admin.own_account': '자신의 계정은 관리자 해제하거나 사용 중지할 수 없습니다.',
  'admin.user_not_found': '사용자가 존재하지 않습니다.',
  'admin.job_not_failed': '실패한 작업만 다시 시도할 수 있습니다.',
  'feedback.not_found': '메시지가 존재하지 않습니다.',

  'password.current_mismatch': '현재 비밀번호가 일치하지 않습니다.',
  'password.changed': '비밀번호가 변경되었습니다.',
  'account.email_mismatch': '확인을 위해 이 계정의 이메일 주소를 입력하세요.',
  'account.deleted': '계정과 모든 데이터가 삭제되었습니다.',
  'export.readme': [
    'ICF Core Sets: {name} 님 계정의 모든 데이터 ({date} UTC 내보내기)',
    '',
    'README.txt            이 파일',
    'account.json          계정: 이름, 이메일, 언어, 가입 및 인증 일시',
    'documents.csv         삭제되지 않은 모든 문서, 평가한 범주마다 한 줄 (대시보드의 CSV 내보내기)',
    'goals.csv             그 문서들의 모든 중재 목표: 코드, 평가자, 목표 값과 날짜',
    'fhir/                 삭제되지 않은 모든 문서의 FHIR R4 Bundle(JSON), 대상자 이름 포함',
    'versions/             모든 문서의 저장된 모든 버전 (삭제된 문서도 영구 삭제 전까지 포함)',
    'clients.json          대상자 목록: 표시 이름, 차트 번호, 출생 연도, 메모',
    'self-reports.json     대상자에게 요청한 자기 보고와 그 답 (링크는 없음)',
    'personal-core-sets.json  직접 만든 핵심세트',
    'suggestions.json      요청한 치료 계획 제안과 그 상태 및 내용',
    'feedback.json         보낸 질문과 제안, 그리고 답변',
    'api-tokens.json       개인 액세스 토큰: 이름, 권한, 만든 날짜, 만료일, 마지막 사용 (토큰 자체는 없음)',
    'teams.json            속한 팀: 팀 이름, 내 역할과 직종, 구성원 수',
    '',
    'CSV 파일은 BOM이 있는 UTF-8, JSON 파일은 UTF-8입니다.',
  ].join('\n'),

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
  'document.edit_conflict':
    '그 사이에 다른 사람이 이 문서를 저장하면서 같은 항목을 바꿨습니다. 남길 값을 고른 뒤 다시 저장하세요.',
  'document.save_contended': '지금 다른 사람들이 이 문서를 저장하고 있습니다. 다시 저장하세요.',
  'document.unknown_version': '이 문서의 버전 {version}은(는) 존재하지 않습니다.',
  'document.ratings_team_only':
    '팀 대상자의 평가에만 구성원별 평가가 따로 저장됩니다. 이 문서는 작성 화면에서 평가하세요.',
  'document.category_not_rated_here': '{code}은(는) 이 평가의 범주가 아닙니다.',
  'core_set.not_found': '핵심세트가 존재하지 않습니다.',
  'core_set.too_large': '핵심세트가 너무 커서 저장할 수 없습니다.',
  'export.busy': '지금 만드는 PDF가 너무 많습니다. 잠시 후 다시 시도하세요.',
  'fhir.structure': '번들의 이 부분은 FHIR 가져오기에서 읽을 수 없습니다: {detail}',
  'fhir.resource_type':
    '{type} 리소스는 가져올 수 없습니다. 번들에는 Patient, Composition, Observation만 들어갈 수 있습니다.',
  'fhir.one_resource': '번들에는 {type}이(가) 하나만 있어야 합니다.',
  'fhir.not_icf_code':
    '범주는 ICF(http://hl7.org/fhir/sid/icf)로 코드화되어야 합니다. "{code}"은(는) ICF 범주가 아닙니다.',
  'fhir.duplicate_code': '{code}이(가) 번들에 두 번 이상 있습니다.',
  'fhir.qualifier_kind': '{code}에는 {kind} 평가점이 없거나 평가점 값이 정수가 아닙니다.',
  'fhir.duplicate_qualifier': '{code}의 {kind} 평가점이 두 번 이상 있습니다.',
  'fhir.unknown_component': '이 구성 요소는 ICF 평가점도 정보 출처도 아닙니다.',
  'fhir.unknown_section': '이 섹션은 문서의 항목이 아닙니다.',
  'fhir.narrative': '이 서술은 이 애플리케이션이 내보내는 일반 텍스트 형식이 아닙니다.',
  'fhir.series_target': '이 Goal은 대상자 목표도, 이 번들에 있는 Observation의 중재 목표도 아닙니다.',
  'fhir.series_order': 'Observation은 그 평가의 Composition 뒤에 와야 합니다.',

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
  'mail.feedback.subject': '보내신 메시지에 답변이 등록되었습니다',
  'mail.feedback.intro': '{date}에 보내신 {category}에 관리자가 답변했습니다.',
  'mail.feedback.your_message': '보내신 내용',
  'mail.feedback.answer': '답변',
  'mail.feedback.action': '내 메시지 보기',
  'mail.feedback.category.question': '질문',
  'mail.feedback.category.suggestion': '제안',

  // 팀 (결정 기록 0033).
  'attribute.discipline': '직종',
  'attribute.user_id': '구성원',
  'attribute.team_id': '팀',
  'attribute.clients': '대상자',
  'team.not_found': '팀이 없습니다.',
  'team.owner_only': '팀 관리자만 할 수 있습니다.',
  'team.last_owner':
    '마지막 관리자는 팀을 떠날 수 없습니다. 먼저 다른 구성원에게 관리를 넘기거나 팀을 삭제하세요.',
  'team.member_not_found': '이 사람은 팀 구성원이 아닙니다.',
  'team.already_member': '이 사람은 이미 팀 구성원입니다.',
  'team.invitation_invalid':
    '이 계정으로는 쓸 수 없는 초대 링크입니다. 만료되었거나, 이미 사용되었거나, 다른 이메일 주소로 보낸 링크입니다.',
  'team.invitation_email_unverified':
    '먼저 보내 드린 링크로 이메일 주소를 인증한 다음, 이 초대를 다시 열어 주세요.',
  'team.invitation_mail_failed': '초대를 보내지 못했습니다. 몇 분 후에 다시 시도하세요.',
  'team.client_fates': '팀의 모든 대상자에 대해 각각 한 번씩 처리 방법을 선택하세요.',
  'team.move_own_only': '대상자를 관리하는 사람만 팀으로 옮길 수 있습니다.',
  'team.document_other_team': '팀의 문서는 같은 팀의 대상자에게만 연결할 수 있습니다.',
  'account.team_last_owner':
    '팀({teams})의 마지막 관리자입니다. 먼저 다른 구성원에게 관리를 넘기거나 팀을 삭제하세요.',
  'mail.team_invite.subject': '{team} 팀 초대',
  'mail.team_invite.intro':
    '{inviter}님이 “{team}” 팀에 초대했습니다. 이 이메일 주소로 로그인(또는 가입)한 뒤 초대를 수락하세요.',
  'mail.team_invite.action': '초대 수락하기',
  'mail.team_invite.expiry': '초대는 한 번만 사용할 수 있으며 {days}일 후에 만료됩니다.',
  'mail.team_invite.outro': '이 팀을 모르신다면 이 이메일을 무시하셔도 됩니다.',
};

export const serverMessages: Record<Locale, Record<ServerMessageKey, string>> = { en, kr };

export function isServerMessageKey(value: unknown): value is ServerMessageKey {
  return typeof value === 'string' && Object.hasOwn(en, value);
}

/**
 * A message named, not yet worded: a catalogue key and its parameters. Domain code builds these; the edge
 * (the server's error handler, a mail, a PDF) puts them into words for one locale with `renderServerMessage`.
 * A parameter may itself be a descriptor, worded in the same locale first: a validation message's
 * `{attribute}` is `message('attribute.email')`, so "The {attribute} field is required." reads
 * "The email field is required." in English and "이메일 항목은 필수입니다." in Korean.
 */
export interface MessageDescriptor {
  readonly key: ServerMessageKey;
  readonly params?: Readonly<Record<string, MessageParam>>;
}
export type MessageParam = string | number | MessageDescriptor;

/** Names a message: `message('document.unknown_codes', { codes: 'x1, b2' })`. */
export function message(key: ServerMessageKey, params?: Record<string, MessageParam>): MessageDescriptor {
  return params === undefined ? { key } : { key, params };
}

/** The words of `descriptor` in `locale`, its descriptor parameters worded first. An unknown key throws. */
export function renderServerMessage(locale: Locale, descriptor: MessageDescriptor): string {
  const catalogue = serverMessages[locale];
  if (!Object.hasOwn(catalogue, descriptor.key)) throw new Error(`No server message "${descriptor.key}"`);
  const template = catalogue[descriptor.key];
  if (descriptor.params === undefined) return formatMessage(template);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(descriptor.params)) {
    params[name] = typeof value === 'object' ? renderServerMessage(locale, value) : value;
  }
  return formatMessage(template, params);
}

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function serverMessage(
  locale: Locale,
  key: ServerMessageKey,
  params?: Record<string, MessageParam>,
): string {
  return renderServerMessage(locale, message(key, params));
}
