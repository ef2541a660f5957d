import { expect } from 'vitest';
import {
  coreSetSchema,
  type CoreSet,
  type CreatePersonalCoreSetRequestInput,
  type UpdatePersonalCoreSetRequest,
} from '@icf/shared';
import { call, type CallOptions } from '../support/auth-api';
import type { TestServer } from '../support/test-server';

/** A realistic set: an English and a Korean name, codes of every component out of ICF order, a note. */
export function samplePersonalCoreSet(
  overrides: Partial<CreatePersonalCoreSetRequestInput> = {},
): CreatePersonalCoreSetRequestInput {
  return {
    name: 'Shoulder pain, outpatient',
    name_translation: '어깨 통증, 외래',
    codes: ['e310', 'b280', 'd450', 's720', 'b710', 'd445'],
    note: '초기 평가용 — first visits',
    ...overrides,
  };
}

export function createPersonalCoreSet(
  server: TestServer,
  token: string | undefined,
  body: unknown,
  options: Omit<CallOptions, 'body' | 'token'> = {},
): Promise<Response> {
  return call(server, 'POST', '/api/set/personal', { ...options, token, body });
}

/** Creates a set and returns it as the answer presents it; fails the test on any answer but 201. */
export async function createPersonalCoreSetOk(
  server: TestServer,
  token: string,
  body: unknown = samplePersonalCoreSet(),
): Promise<CoreSet> {
  const response = await createPersonalCoreSet(server, token, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return presentedSet(response);
}

export function updatePersonalCoreSet(
  server: TestServer,
  token: string | undefined,
  id: string,
  body: UpdatePersonalCoreSetRequest | unknown,
  options: Omit<CallOptions, 'body' | 'token'> = {},
): Promise<Response> {
  return call(server, 'PATCH', `/api/set/personal/${id}`, { ...options, token, body });
}

export async function updatePersonalCoreSetOk(
  server: TestServer,
  token: string,
  id: string,
  body: UpdatePersonalCoreSetRequest,
): Promise<CoreSet> {
  const response = await updatePersonalCoreSet(server, token, id, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return presentedSet(response);
}

export function deletePersonalCoreSet(
  server: TestServer,
  token: string | undefined,
  id: string,
  options: Omit<CallOptions, 'body' | 'token'> = {},
): Promise<Response> {
  return call(server, 'DELETE', `/api/set/personal/${id}`, { ...options, token });
}

/** The answer is private and exactly what the shared contract describes (parsing strips nothing). */
async function presentedSet(response: Response): Promise<CoreSet> {
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as CoreSet;
  expect(coreSetSchema.parse(body)).toEqual(body);
  return body;
}
