import { defineEndpoints } from '../endpoint-contract';
import { messageBody } from './body-limits';
import { z } from 'zod';
import {
  createSelfReportRequestSchema,
  createdSelfReportSchema,
  documentIdMax,
  selfReportFormSchema,
  selfReportListSchema,
  selfReportSchema,
  sendSelfReportRequestSchema,
} from '../../index';

const reportParameter = {
  report: z.number().int().min(1).max(documentIdMax).describe('The id of the self-report request.'),
};
const tokenParameter = {
  token: z.string().describe('The token of the link, as `path` of the created request gave it.'),
};
const fhirJson = (description: string) => ({
  description,
  contentType: 'application/fhir+json',
  schema: z.object({ resourceType: z.string() }).loose(),
});
const linkDescription =
  'Without an account. Every link that does not work (wrong, answered, expired, revoked) is the same 404; ' +
  'limited per address and per link (429); answered `no-store` and `X-Robots-Tag: noindex` (decision record 0053).';

/** The self-report calls (decision record 0053): a clinician's requests under a client, and the client's link. */
export const selfReportEndpoints = defineEndpoints({
  listSelfReports: {
    method: 'get',
    path: '/client/:id/self-reports',
    tag: 'Clients',
    summary: 'The client’s self-report requests, newest first, with their answers once sent',
    access: 'clients:read',
    responses: { 200: selfReportListSchema },
  },
  createSelfReport: {
    method: 'post',
    path: '/client/:id/self-reports',
    tag: 'Clients',
    summary: 'Request a self-report: the answer carries the link’s token, this once',
    access: 'clients:write',
    body: createSelfReportRequestSchema,
    errors: [413],
    responses: { 201: createdSelfReportSchema },
  },
  revokeSelfReport: {
    method: 'post',
    path: '/client/:id/self-reports/:report/revoke',
    tag: 'Clients',
    summary: 'Revoke a self-report request: its link answers 404 from now on',
    access: 'clients:write',
    params: reportParameter,
    responses: { 200: selfReportSchema },
  },
  getSelfReportQuestionnaire: {
    method: 'get',
    path: '/client/:id/self-reports/:report/questionnaire',
    tag: 'Interoperability',
    summary: 'The request as a FHIR R4 Questionnaire',
    access: 'clients:read',
    params: reportParameter,
    responses: { 200: fhirJson('A FHIR R4 Questionnaire.') },
  },
  getSelfReportQuestionnaireResponse: {
    method: 'get',
    path: '/client/:id/self-reports/:report/questionnaire-response',
    tag: 'Interoperability',
    summary:
      'The client’s answers as a FHIR R4 QuestionnaireResponse about the client’s Patient (404 before)',
    access: 'clients:read',
    params: reportParameter,
    responses: { 200: fhirJson('A FHIR R4 QuestionnaireResponse.') },
  },
  getSelfReportForm: {
    method: 'get',
    path: '/self-report/:token',
    tag: 'Clients',
    summary: 'The questions of a self-report link and the greeting, nothing else',
    description: linkDescription,
    access: 'public',
    params: tokenParameter,
    errors: [404, 429],
    responses: { 200: selfReportFormSchema },
  },
  sendSelfReport: {
    method: 'post',
    path: '/self-report/:token',
    tag: 'Clients',
    summary: 'Send the answers of a self-report link, once: every asked category answered once',
    description: linkDescription,
    access: 'public',
    bodyLimit: messageBody,
    params: tokenParameter,
    body: sendSelfReportRequestSchema,
    errors: [404, 413, 429],
    responses: { 204: { description: 'Sent; the link no longer works.' } },
  },
});
