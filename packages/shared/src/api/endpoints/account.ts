import { defineEndpoints } from '../endpoint-contract';
import { attachmentHeaders } from './attachment-headers';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  statusResponseSchema,
  tokenResponseSchema,
  userSchema,
} from '../../index';

/** Sign-in, registration, passwords, e-mail verification and the account itself (spec §7). One contract per call (decision record 0059). */
export const accountEndpoints = defineEndpoints({
  getCsrfCookie: {
    method: 'get',
    path: '/sanctum/csrf-cookie',
    tag: 'Account',
    summary: 'A fresh XSRF-TOKEN cookie',
    access: 'public',
    responses: { 204: { description: 'The XSRF-TOKEN cookie is set.' } },
  },

  // Accounts (spec §7).
  login: {
    method: 'post',
    path: '/login',
    tag: 'Account',
    summary: 'Sign in',
    access: 'public',
    body: loginRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  register: {
    method: 'post',
    path: '/register',
    tag: 'Account',
    summary: 'Create an account',
    access: 'public',
    body: registerRequestSchema,
    errors: [429],
    responses: { 200: tokenResponseSchema },
  },
  getCurrentUser: {
    method: 'get',
    path: '/user',
    tag: 'Account',
    summary: 'The signed-in user',
    access: 'any-token',
    responses: { 200: userSchema },
  },
  logout: {
    method: 'post',
    path: '/logout',
    tag: 'Account',
    summary: 'Sign out (revokes the token)',
    access: 'account',
    responses: { 204: { description: 'Signed out.' } },
  },
  changePassword: {
    method: 'patch',
    path: '/settings/password',
    tag: 'Account',
    summary: 'Change the password',
    access: 'account',
    body: changePasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  // The person's rights over their data (decision record 0028).
  exportAccountData: {
    method: 'get',
    path: '/settings/export',
    tag: 'Account',
    summary:
      'Everything the account holds as one ZIP (streamed): FHIR, CSV, versions, clients, goals, sets, suggestions, feedback',
    access: 'account',
    errors: [429],
    responses: {
      200: {
        description: 'A ZIP archive; its README.txt, in the caller’s language, says what each file is.',
        contentType: 'application/zip',
        headers: attachmentHeaders('icf-my-data-2026-01-31.zip'),
        schema: z.string(),
      },
    },
  },
  deleteAccount: {
    method: 'delete',
    path: '/settings/account',
    tag: 'Account',
    summary: 'Erase the account and all its data, confirmed with the password and the e-mail',
    access: 'account',
    body: deleteAccountRequestSchema,
    // 409: the last owner of a team hands it over or deletes it first (decision record 0033).
    errors: [409, 429],
    responses: { 200: statusResponseSchema },
  },
  requestPasswordReset: {
    method: 'post',
    path: '/forgot-password',
    tag: 'Account',
    summary: 'Mail a password reset link',
    access: 'public',
    body: forgotPasswordRequestSchema,
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
  resetPassword: {
    method: 'post',
    path: '/reset-password',
    tag: 'Account',
    summary: 'Reset the password with a mailed token',
    access: 'public',
    body: resetPasswordRequestSchema,
    responses: { 200: statusResponseSchema },
  },
  verifyEmail: {
    method: 'get',
    path: '/email/verify/:id/:hash',
    tag: 'Account',
    summary: 'Verify the e-mail address (signed link)',
    access: 'public',
    params: {
      id: z.number().int().min(1).describe('The account’s id.'),
      hash: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .describe('SHA-256 of the lower-cased e-mail address, hex.'),
    },
    query: z.object({ expires: z.string(), signature: z.string() }),
    errors: [403],
    responses: { 200: statusResponseSchema },
  },
  resendVerificationEmail: {
    method: 'post',
    path: '/email/verification-notification',
    tag: 'Account',
    summary: 'Send the verification mail again',
    access: 'account',
    errors: [429],
    responses: { 200: statusResponseSchema },
  },
});
