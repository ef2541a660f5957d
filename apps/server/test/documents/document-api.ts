import { expect } from 'vitest';
import {
  documentPageSchema,
  emptyCodeEntry,
  savedDocumentSchema,
  type CodeEntry,
  type DocumentPage,
  type SaveDocumentRequestInput,
  type SavedDocument,
} from '@icf/shared';
import { call, type CallOptions } from '../support/auth-api';
import type { TestServer } from '../support/test-server';

/** A realistic document: Korean and English text, empty fields, every kind of code and qualifier. */
export function sampleDocument(overrides: Partial<SaveDocumentRequestInput> = {}): SaveDocumentRequestInput {
  return {
    client: '김민수',
    age: '67',
    gender: '남',
    onset: '2024-01-03',
    evaluation_date: '2024-03-26',
    manager: '',
    dx: 'Stroke (I63.9), 뇌졸중',
    description: '초기 평가 — first visit',
    perspective_bf: '어깨 통증을 줄이고 싶다.\n두 번째 줄',
    perspective_ap: '',
    enviromental_factor: '가족의 지원 "양호"',
    personal_factor: '',
    sets: ['stroke', 'generic'],
    data: {
      b280: entry({ q1: '2', s1: true, desc: '왼쪽 어깨 통증 (VAS 6/10)' }),
      b130: entry({}),
      s750: entry({ q1: '1', q2: '7', q3: '2', s3: true }),
      d450: entry({ q1: '3', q2: '2', s2: true, s4: true, desc: 'walks 10 m with a cane' }),
      e310: entry({ q1: '+2', desc: '배우자가 돌봄' }),
      e1101: entry({ q1: '3' }),
    },
    ...overrides,
  };
}

export function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

export function saveDocument(
  server: TestServer,
  token: string | undefined,
  body: unknown,
  options: Omit<CallOptions, 'body' | 'token'> = {},
): Promise<Response> {
  return call(server, 'POST', '/api/document/save', { ...options, token, body });
}

/** Saves and returns the new (or updated) id; fails the test on any other answer than 200. */
export async function saveDocumentOk(server: TestServer, token: string, body: unknown): Promise<number> {
  const response = await saveDocument(server, token, body);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = (await response.json()) as { id: number; version: number };
  expect(Object.keys(answer)).toEqual(['id', 'version']);
  return answer.id;
}

export async function importDocument(server: TestServer, token: string, id: number): Promise<SavedDocument> {
  const response = await call(server, 'GET', `/api/document/${id}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as SavedDocument;
  expect(savedDocumentSchema.parse(body)).toEqual(body);
  return body;
}

export async function listDocuments(
  server: TestServer,
  token: string,
  query: Record<string, string | number> = {},
): Promise<DocumentPage> {
  const response = await call(server, 'GET', `/api/document/all${queryString(query)}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as DocumentPage;
  // The answer is exactly what the shared contract describes (parsing strips nothing).
  expect(documentPageSchema.parse(body)).toEqual(body);
  return body;
}

export function queryString(query: Record<string, string | number>): string {
  const params = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function deleteDocument(
  server: TestServer,
  token: string | undefined,
  id: unknown,
): Promise<Response> {
  return call(server, 'POST', '/api/document/update', { token, body: { id, column: 'deleted_at' } });
}

/** The 422 body of a call, checked to be a validation failure. */
export async function validationErrors(response: Response): Promise<Record<string, string[]>> {
  const text = await response.text();
  expect(response.status, text).toBe(422);
  const body = JSON.parse(text) as { code: string; message: string; errors: Record<string, string[]> };
  expect(body.code).toBe('validation_failed');
  expect(body.message).toBe(Object.values(body.errors)[0]![0]);
  return body.errors;
}
