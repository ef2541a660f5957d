import { describe, expect, it, vi } from 'vitest';

// The API client reads the locale cookie when it loads; this test runs without a DOM.
vi.hoisted(() => {
  Object.assign(globalThis, { document: { cookie: '' } });
});

const { ApiError } = await import('../../lib/api-client');
const { readFormErrors } = await import('./form-errors');

describe('readFormErrors', () => {
  const shown = ['name', 'email', 'password'];

  it('has nothing to show before a failure', () => {
    expect(readFormErrors(null, shown, 'offline')).toEqual({ fields: {}, form: null });
  });

  it('shows the first message of each shown field (spec §5)', () => {
    const error = new ApiError(422, {
      code: 'validation_failed',
      message: 'The password field must be at least 8 characters.',
      errors: {
        password: [
          'The password field must be at least 8 characters.',
          'The password confirmation does not match.',
        ],
        email: ['The email has already been taken.'],
      },
    });
    expect(readFormErrors(error, shown, 'offline')).toEqual({
      fields: {
        password: 'The password field must be at least 8 characters.',
        email: 'The email has already been taken.',
      },
      form: null,
    });
  });

  it('shows an error of a field the form does not show for the whole form (a bad reset token)', () => {
    const error = new ApiError(422, {
      code: 'validation_failed',
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'], password: ['Too short.'] },
    });
    expect(readFormErrors(error, ['password'], 'offline')).toEqual({
      fields: { password: 'Too short.' },
      form: 'This password reset token is invalid.',
    });
  });

  it('shows the server message when no field explains the failure (419)', () => {
    const error = new ApiError(419, { code: 'csrf_mismatch', message: 'CSRF token mismatch.' });
    expect(readFormErrors(error, shown, 'offline')).toEqual({ fields: {}, form: 'CSRF token mismatch.' });
  });

  it('leaves ≥500 to the generic alert and explains a network failure', () => {
    expect(
      readFormErrors(new ApiError(500, { message: 'Internal server error.' }), shown, 'offline'),
    ).toEqual({
      fields: {},
      form: null,
    });
    expect(readFormErrors(new TypeError('Failed to fetch'), shown, 'offline')).toEqual({
      fields: {},
      form: 'offline',
    });
  });
});
