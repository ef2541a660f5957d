import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { locales } from '../i18n';
import {
  isSelfReportCode,
  selfReportAnswers,
  selfReportCodesMax,
  selfReportExpiryDaysDefault,
  selfReportExpiryDaysMax,
  selfReportGreetingMaxLength,
  selfReportNoteMaxLength,
  selfReportTextMaxLength,
} from '../self-report/self-report-rules';
import { storableText } from './documents';

/**
 * The self-report calls (decision record 0053): a clinician's request for a client's own view, the link's
 * public page and its one send, and the answers beside the clinician's ratings.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

const selfReportCodeSchema = z
  .string({ error: () => 'validation.string' })
  .max(16, key('validation.max_string'))
  .refine(isSelfReportCode, key('validation.in'));

/** `POST /api/client/{id}/self-reports`. */
export const createSelfReportRequestSchema = z.object({
  codes: z
    .array(selfReportCodeSchema, { error: () => 'validation.array' })
    .min(1, key('validation.required'))
    .max(selfReportCodesMax, key('validation.max_items'))
    .refine((codes) => new Set(codes).size === codes.length, key('validation.invalid')),
  locale: z.enum(locales, { error: () => 'validation.in' }),
  expires_in_days: z
    .number({ error: () => 'validation.integer' })
    .int(key('validation.integer'))
    .min(1, key('validation.min_numeric'))
    .max(selfReportExpiryDaysMax, key('validation.max_numeric'))
    .default(selfReportExpiryDaysDefault),
  greeting_name: storableText(selfReportGreetingMaxLength).default(''),
});
export type CreateSelfReportRequest = z.infer<typeof createSelfReportRequestSchema>;
export type CreateSelfReportRequestInput = z.input<typeof createSelfReportRequestSchema>;

export const selfReportAnswerSchema = z.enum(selfReportAnswers, { error: () => 'validation.in' });

const answerEntrySchema = z.object({
  code: selfReportCodeSchema,
  answer: selfReportAnswerSchema,
  note: storableText(selfReportNoteMaxLength).default(''),
});

/** `POST /api/self-report/{token}`: the client's one send. Every asked category is answered once. */
export const sendSelfReportRequestSchema = z.object({
  answers: z
    .array(answerEntrySchema, { error: () => 'validation.array' })
    .max(selfReportCodesMax, key('validation.max_items')),
  hardest: storableText(selfReportTextMaxLength).default(''),
  want_again: storableText(selfReportTextMaxLength).default(''),
  helps: storableText(selfReportTextMaxLength).default(''),
});
export type SendSelfReportRequest = z.infer<typeof sendSelfReportRequestSchema>;
export type SendSelfReportRequestInput = z.input<typeof sendSelfReportRequestSchema>;

/** `GET /api/self-report/{token}`: what the client's page shows, and nothing more. */
export const selfReportFormSchema = z.object({
  locale: z.enum(locales),
  greeting_name: z.string(),
  questions: z.array(
    z.object({
      code: z.string(),
      /** 'b' a body function ("how much of a problem"), 'd' an activity ("how much difficulty"). */
      component: z.enum(['b', 'd']),
      /** The WHO title in the request's language. */
      title: z.string(),
      /** The question as the client reads it: the title in the language's frame (decision record 0053). */
      text: z.string(),
    }),
  ),
  /** The answers to choose from, in the scale's order: the ICF's generic qualifier words, and "does not apply". */
  scale: z.array(z.object({ answer: z.enum(selfReportAnswers), words: z.string() })),
});
export type SelfReportForm = z.infer<typeof selfReportFormSchema>;

export const selfReportStatuses = ['open', 'answered', 'expired', 'revoked'] as const;
export type SelfReportStatus = (typeof selfReportStatuses)[number];

export const selfReportAnswersSchema = z.object({
  answers: z.array(answerEntrySchema.extend({ note: z.string() })),
  hardest: z.string(),
  want_again: z.string(),
  helps: z.string(),
});
export type SelfReportAnswers = z.infer<typeof selfReportAnswersSchema>;

/** One request as the clinician sees it; `answers` once the client has sent them. */
export const selfReportSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  codes: z.array(z.string()),
  locale: z.enum(locales),
  greeting_name: z.string(),
  status: z.enum(selfReportStatuses),
  created_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  answers: selfReportAnswersSchema.nullable(),
});
export type SelfReport = z.infer<typeof selfReportSchema>;

/** `GET /api/client/{id}/self-reports`: newest first. */
export const selfReportListSchema = z.object({ data: z.array(selfReportSchema) });
export type SelfReportList = z.infer<typeof selfReportListSchema>;

/** `POST /api/client/{id}/self-reports`: the token is in this answer only; the server keeps its hash. */
export const createdSelfReportSchema = selfReportSchema.extend({
  token: z.string(),
  /** The link's path on this site: `/self-report/{token}`. */
  path: z.string(),
});
export type CreatedSelfReport = z.infer<typeof createdSelfReportSchema>;

/** The web path of a link (the server's page headers and the service worker's exclusion use the prefix). */
export const selfReportPathPrefix = '/self-report/';
