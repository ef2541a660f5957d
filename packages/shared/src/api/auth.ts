import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { isStorableText } from './document-fields';

/**
 * Request and response schemas of the auth calls (spec §7). Field names are the spec's
 * (`password_confirmation`, `old_password`).
 *
 * Every issue message below is a `ServerMessageKey`, not a sentence: the server turns it into text in the
 * request's locale (`serverMessage`, with the field's `attribute.*` name and the `min`/`max` of the rule),
 * and a client validating with the same schema can do the same.
 */

const nameMaxLength = 255;
export const emailMaxLength = 255;
const passwordMinLength = 8;
/** An upper bound only so that nobody can make the server hash megabytes. */
const passwordMaxLength = 255;

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/**
 * Every text field of every account call: a string that PostgreSQL can store (no NUL, no lone surrogate),
 * so bad input is a 422 on its field and never a database error.
 */
function text() {
  return z
    .string({
      error: (issue): ServerMessageKey =>
        issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.string',
    })
    .refine(isStorableText, key('validation.unstorable_text'));
}

function requiredText(max: number) {
  return text().min(1, key('validation.required')).max(max, key('validation.max_string'));
}

export function emailField() {
  return text()
    .trim()
    .min(1, key('validation.required'))
    .max(emailMaxLength, key('validation.max_string'))
    .pipe(z.email(key('validation.email')));
}

function newPasswordField() {
  return text()
    .min(1, key('validation.required'))
    .min(passwordMinLength, key('validation.min_string'))
    .max(passwordMaxLength, key('validation.max_string'));
}

/** The confirmation error belongs to `password` (spec §5: the confirmation field shows no errors). */
function passwordConfirmed(value: { password: string; password_confirmation: string }): boolean {
  return value.password === value.password_confirmation;
}
const confirmationCheck = {
  path: ['password'],
  error: 'validation.confirmed' satisfies ServerMessageKey,
  // Also report a mismatch when other fields fail, as long as both passwords are strings.
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null | undefined;
    return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
  },
};

/** `POST /api/login` */
/**
 * Not in the spec's payload, so optional: false asks for a session token that stops working after 12 hours
 * without use (the web client's session cookie); absent or true, a remembered one (30 days), as API clients
 * had before.
 */
const rememberField = z.boolean().optional();

export const loginRequestSchema = z.object({
  email: emailField(),
  password: requiredText(passwordMaxLength),
  remember: rememberField,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /api/register` */
export const registerRequestSchema = z
  .object({
    name: text().trim().min(1, key('validation.required')).max(nameMaxLength, key('validation.max_string')),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: text(),
    remember: rememberField,
  })
  .refine(passwordConfirmed, confirmationCheck);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `PATCH /api/settings/password` */
export const changePasswordRequestSchema = z
  .object({
    old_password: requiredText(passwordMaxLength),
    password: newPasswordField(),
    password_confirmation: text(),
  })
  .refine(passwordConfirmed, confirmationCheck);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * `DELETE /api/settings/account` (decision 0028): the current password, and the account's e-mail typed
 * again, so that neither a stolen token nor a slip of the mouse erases a clinician's records.
 */
export const deleteAccountRequestSchema = z.object({
  password: requiredText(passwordMaxLength),
  email: emailField(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `POST /api/forgot-password` */
export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** `POST /api/reset-password`; `token` and `email` come from the link in the reset e-mail. */
export const resetPasswordRequestSchema = z
  .object({
    token: requiredText(512),
    email: emailField(),
    password: newPasswordField(),
    password_confirmation: text(),
  })
  .refine(passwordConfirmed, confirmationCheck);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Answer of login and register: an opaque bearer token (the client keeps it in the `token` cookie). */
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const userRoles = ['user', 'admin'] as const;

/** `GET /api/user` (spec §3 "User"). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** ISO 8601 timestamp. */
  created_at: z.string(),
  role: z.enum(userRoles),
});
export type User = z.infer<typeof userSchema>;

/**
 * Answer of password change, forgot and reset password: `status` is a sentence in the request's locale,
 * meant to be shown as is. E-mail verification answers the fixed values 'verified',
 * 'verification-link-sent' and 'already-verified'.
 */
export const statusResponseSchema = z.object({ status: z.string() });
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** Name of the cookie `GET /sanctum/csrf-cookie` sets, and of the header that must echo it. */
export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'X-XSRF-TOKEN';
/** The cookie in which the web client keeps its bearer token (spec §3); the server accepts it too. */
export const tokenCookieName = 'token';
