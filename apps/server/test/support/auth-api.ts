import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestServer } from './test-server';

export interface CallOptions {
  body?: unknown;
  /** Sent as Authorization: Bearer. */
  token?: string;
  locale?: 'en' | 'kr';
  headers?: Record<string, string>;
}

/** One JSON call to the API, as the web client makes it (spec §7), minus whatever the test leaves out. */
export function call(
  server: TestServer,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.locale) headers['Accept-Language'] = options.locale;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return server.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** Status and parsed body of a call, answered in English so tests can compare messages as text. */
export async function answerInEnglish<Body = unknown>(
  server: TestServer,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
): Promise<{ status: number; body: Body }> {
  const response = await call(server, method, path, { token, body, locale: 'en' });
  return { status: response.status, body: (await response.json()) as Body };
}

/** A unique address in mixed case, so that tests notice where case matters. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@Example.org`;
}

export interface RegisteredUser {
  name: string;
  email: string;
  password: string;
  token: string;
}

export async function registerUser(
  server: TestServer,
  user: Partial<Omit<RegisteredUser, 'token'>> = {},
  options: Omit<CallOptions, 'body'> = {},
): Promise<RegisteredUser> {
  const name = user.name ?? 'Kim Therapist';
  const email = user.email ?? uniqueEmail();
  const password = user.password ?? 'correct horse battery';
  const response = await call(server, 'POST', '/api/register', {
    ...options,
    body: { name, email, password, password_confirmation: password },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { name, email, password, token };
}

export function login(
  server: TestServer,
  email: string,
  password: string,
  options: Omit<CallOptions, 'body'> = {},
) {
  return call(server, 'POST', '/api/login', { ...options, body: { email, password } });
}

/** The status of GET /api/user with this token: 200 while the token lives, 401 after. */
export async function userStatus(server: TestServer, token: string): Promise<number> {
  return (await call(server, 'GET', '/api/user', { token })).status;
}
