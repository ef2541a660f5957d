import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { message, renderServerMessage, type MessageDescriptor, type ServerMessageKey } from '@icf/shared';
import { AppError } from '../../src/errors/app-error';
import { fieldMessage } from '../../src/errors/field-message';
import { createErrorHandler } from '../../src/http/error-handler';
import { captureLogs } from '../support/log-capture';

/** A bare app whose one route throws `error`, answered by the real error handler. */
async function answerOf(error: Error, acceptLanguage?: string) {
  const logs = captureLogs();
  const app = new Hono();
  app.onError(createErrorHandler(logs.logger));
  app.get('/', () => {
    throw error;
  });
  const headers: Record<string, string> = acceptLanguage ? { 'Accept-Language': acceptLanguage } : {};
  const response = await app.request('/', { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
    logs,
  };
}

describe('the error handler puts message keys into the request’s words (decision record 0032)', () => {
  const tooLong = AppError.validation({
    'data.b280.desc': [message('document.desc_too_long', { code: 'b280', max: 5000 })],
    email: [fieldMessage('validation.required', 'email')],
    nickname: [fieldMessage('validation.max_string', 'nickname', { max: 20 })],
  });

  it('renders a key with parameters, and a parameter that is itself a key, in English', async () => {
    expect(await answerOf(tooLong, 'en')).toMatchObject({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'The description of b280 must not be greater than 5000 characters.',
        errors: {
          'data.b280.desc': ['The description of b280 must not be greater than 5000 characters.'],
          email: ['The email field is required.'],
          // No catalogue name for this field: the field as the request spelt it.
          nickname: ['The nickname field must not be greater than 20 characters.'],
        },
      },
    });
  });

  it('renders the same error in Korean, the nested attribute in Korean too', async () => {
    expect(await answerOf(tooLong, 'kr')).toMatchObject({
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'b280의 설명은 5000자를 넘을 수 없습니다.',
        errors: {
          'data.b280.desc': ['b280의 설명은 5000자를 넘을 수 없습니다.'],
          email: ['이메일 항목은 필수입니다.'],
          nickname: ['nickname 항목은 20자를 넘을 수 없습니다.'],
        },
      },
    });
  });

  it('answers in Korean when the request names no language (spec §1: Korean is the default)', async () => {
    expect(await answerOf(AppError.notFound('document.not_found'))).toMatchObject({
      status: 404,
      body: { code: 'not_found', message: '문서가 존재하지 않습니다.' },
    });
  });

  it('keeps the status, the headers and the omitted count, and English words for logs and the CLI', async () => {
    const busy = new AppError({
      code: 'too_many_requests',
      status: 429,
      message: message('request.too_many', { seconds: 7 }),
      headers: { 'Retry-After': '7' },
    });
    expect(busy.message).toBe('Too many requests. Please try again in 7 seconds.');
    const answer = await answerOf(busy, 'kr');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('7');
    expect(answer.body).toEqual({
      code: 'too_many_requests',
      message: '요청이 너무 많습니다. 7초 후에 다시 시도하세요.',
    });

    const many = AppError.validation(
      Object.fromEntries(
        Array.from({ length: 60 }, (_, index) => [`f${index}`, [message('validation.invalid')]]),
      ),
    );
    const capped = await answerOf(many, 'en');
    expect(capped.body).toMatchObject({ errors_omitted: 10 });
    expect(Object.keys((capped.body as { errors: object }).errors)).toHaveLength(50);
  });

  it('refuses an unknown key: a compile error where the type sees it, a thrown error where it does not', async () => {
    // @ts-expect-error: not a key of the catalogue
    expect(() => message('document.no_such_message')).not.toThrow();
    const unknown: MessageDescriptor = { key: 'document.no_such_message' as ServerMessageKey };
    expect(() => renderServerMessage('en', unknown)).toThrow('No server message "document.no_such_message"');
    expect(() => renderServerMessage('kr', message('validation.required', { attribute: unknown }))).toThrow();
    // An unknown key in an error is never answered with a guess: the error does not even come to be.
    expect(() => new AppError({ code: 'not_found', status: 404, message: unknown })).toThrow();
  });
});
