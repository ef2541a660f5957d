import type * as fhir4 from 'fhir/r4';
import type { Locale } from '../i18n';
import type { SelfReport } from '../api/self-reports';
import {
  selfReportAnswers,
  selfReportAnswerWords,
  selfReportQuestion,
} from '../self-report/self-report-rules';
import { selfReportTextFields } from '../self-report/self-report-rules';
import { selfReportWords } from '../self-report/self-report-words';
import { icfSystem, patientIdentifierSystem } from './fhir-systems';

export interface SelfReportFhirInput {
  report: Pick<SelfReport, 'codes' | 'locale' | 'status' | 'created_at' | 'answered_at' | 'answers'>;
  /** The request's random FHIR identifier (decision record 0048's rule for identifiers). */
  fhirId: string;
  /** The client's FHIR identifier: the Patient every export of the client names. */
  clientIdentifier: string;
  /** Each asked category's WHO title in the request's language. */
  titles: Record<string, string>;
}

const fhirLanguage: Record<Locale, string> = { kr: 'ko', en: 'en' };

export function selfReportQuestionnaireUrl(appUrl: string, fhirId: string): string {
  return `${appUrl}/api/fhir/Questionnaire/${fhirId}`;
}

/**
 * A self-report request as a FHIR R4 Questionnaire (decision record 0053): one `choice` item per category,
 * coded in the ICF, whose text is the question the client read and whose options are the ICF's generic
 * qualifier words; an optional `string` item for the client's sentence; the three closing texts.
 */
export function selfReportToQuestionnaire(input: SelfReportFhirInput, appUrl: string): fhir4.Questionnaire {
  const { locale } = input.report;
  const words = selfReportWords[locale];
  const answerOption = selfReportAnswers.map((answer) => ({
    valueCoding: { code: answer, display: selfReportAnswerWords(answer, locale, words.not_applicable) },
  }));
  return {
    resourceType: 'Questionnaire',
    url: selfReportQuestionnaireUrl(appUrl, input.fhirId),
    identifier: [{ system: `${appUrl}/api/fhir/identifier/self-report`, value: input.fhirId }],
    language: fhirLanguage[locale],
    title: words.title,
    status: input.report.status === 'open' ? 'active' : 'retired',
    subjectType: ['Patient'],
    date: input.report.created_at,
    item: [
      ...input.report.codes.flatMap((code): fhir4.QuestionnaireItem[] => [
        {
          linkId: code,
          code: [{ system: icfSystem, code, display: input.titles[code] ?? code }],
          text: selfReportQuestion(
            code.startsWith('b') ? words.question_b : words.question_d,
            input.titles[code] ?? code,
            locale,
          ),
          type: 'choice',
          required: true,
          answerOption,
        },
        { linkId: `${code}.note`, text: words.note, type: 'string', maxLength: 300 },
      ]),
      ...selfReportTextFields.map((field): fhir4.QuestionnaireItem => ({
        linkId: field,
        text: words.texts[field],
        type: 'text',
      })),
    ],
  };
}

/** The client's answers as a QuestionnaireResponse about the client's Patient; undefined before they are sent. */
export function selfReportToQuestionnaireResponse(
  input: SelfReportFhirInput,
  appUrl: string,
): fhir4.QuestionnaireResponse | undefined {
  const { answers, locale } = input.report;
  if (!answers || input.report.answered_at === null) return undefined;
  const words = selfReportWords[locale];
  return {
    resourceType: 'QuestionnaireResponse',
    language: fhirLanguage[locale],
    questionnaire: selfReportQuestionnaireUrl(appUrl, input.fhirId),
    status: 'completed',
    subject: {
      identifier: { system: patientIdentifierSystem(appUrl), value: input.clientIdentifier },
      type: 'Patient',
    },
    authored: input.report.answered_at,
    source: {
      identifier: { system: patientIdentifierSystem(appUrl), value: input.clientIdentifier },
      type: 'Patient',
    },
    item: [
      ...answers.answers.flatMap((entry): fhir4.QuestionnaireResponseItem[] => [
        {
          linkId: entry.code,
          answer: [
            {
              valueCoding: {
                code: entry.answer,
                display: selfReportAnswerWords(entry.answer, locale, words.not_applicable),
              },
            },
          ],
        },
        ...(entry.note === ''
          ? []
          : [{ linkId: `${entry.code}.note`, answer: [{ valueString: entry.note }] }]),
      ]),
      ...selfReportTextFields
        .filter((field) => answers[field] !== '')
        .map((field) => ({ linkId: field, answer: [{ valueString: answers[field] }] })),
    ],
  };
}
