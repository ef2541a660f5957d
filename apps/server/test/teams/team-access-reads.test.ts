import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAccessLogSchema } from '@icf/shared';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { exportForm, sampleParts } from '../export/export-api';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { startTestServerWithSmtp, type SmtpTestServer } from '../support/smtp-test-server';
import { testDatabaseKinds } from '../support/test-databases';
import type { TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, joinOk, moveClientOk } from './team-api';

/**
 * Every read of a team's record is in the owners' access log (decision record 0033): the client's progress,
 * goals, goal cycles and intervention table, the disciplines' ratings, and the PDF forms and text copies made
 * of a team document, which the public download and copy calls log when a signed-in caller names the document.
 */
describe.each(testDatabaseKinds)('the team access log names every read on %s', (kind) => {
  let mailServer: SmtpTestServer;
  let server: TestServer;
  let owner: RegisteredUser;
  let member: RegisteredUser;
  let stranger: RegisteredUser;
  let teamId: number;
  let clientId: number;
  let documentId: number;
  let ownDocumentId: number;

  beforeAll(async () => {
    mailServer = await startTestServerWithSmtp(kind);
    server = mailServer.server;
    [owner, member, stranger] = await Promise.all([
      registerUser(server, { name: 'Dr Owner' }),
      registerUser(server, { name: 'Member PT' }),
      registerUser(server, { name: 'Stranger' }),
    ]);
    teamId = (await createTeamOk(server, owner, 'Ward 9')).id;
    await joinOk(server, mailServer.smtp, owner, teamId, member);
    clientId = (await createClientOk(server, owner.token, 'Logged reader')).id;
    await moveClientOk(server, owner.token, clientId, teamId);
    documentId = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: clientId }));
    ownDocumentId = await saveDocumentOk(server, stranger.token, sampleDocument());
  });
  afterAll(() => mailServer.close());

  /** The team's log since `afterId`, oldest first, as [who, action, client, document]. */
  async function loggedSince(afterId: number): Promise<(string | number | null)[][]> {
    const log = await answerInEnglish(server, 'GET', `/api/team/${teamId}/access-log`, owner.token);
    expect(log.status).toBe(200);
    return teamAccessLogSchema
      .parse(log.body)
      .data.filter((entry) => entry.id > afterId)
      .reverse()
      .map((entry) => [entry.user_name, entry.action, entry.client_id, entry.document_id]);
  }
  async function lastLogId(): Promise<number> {
    const log = await answerInEnglish(server, 'GET', `/api/team/${teamId}/access-log`, owner.token);
    return teamAccessLogSchema.parse(log.body).data[0]?.id ?? 0;
  }

  /** A download or copy call as the web client sends it, signed in with `token` (or a visitor without). */
  function exportCall(
    kindOfCall: 'download' | 'copy',
    token: string | undefined,
    raw: Record<string, string> = {},
  ) {
    const parts = kindOfCall === 'download' ? sampleParts({ number: 2 }) : sampleParts();
    return server.request(`/api/document/${kindOfCall}`, {
      method: 'POST',
      body: exportForm(parts, raw),
      headers: { 'Accept-Language': 'en', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  }

  it('logs a member’s reads of the client’s progress, goals, cycles, intervention table and ratings', async () => {
    const since = await lastLogId();
    for (const path of [
      `/api/client/${clientId}/progress`,
      `/api/client/${clientId}/goals`,
      `/api/client/${clientId}/cycles`,
      `/api/client/${clientId}/intervention-table`,
      `/api/document/${documentId}/ratings`,
    ]) {
      const response = await call(server, 'GET', path, { token: member.token });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    }
    expect(await loggedSince(since)).toEqual([
      ['Member PT', 'client.progress_read', clientId, null],
      ['Member PT', 'client.goals_read', clientId, null],
      ['Member PT', 'client.cycles_read', clientId, null],
      ['Member PT', 'client.intervention_table_read', clientId, documentId],
      ['Member PT', 'document.ratings_read', clientId, documentId],
    ]);
  });

  it('logs a PDF form and a text copy of a team document that a signed-in member names', async () => {
    const since = await lastLogId();
    const download = await exportCall('download', member.token, { document_id: String(documentId) });
    expect(download.status, await download.clone().text()).toBe(200);
    const copy = await exportCall('copy', member.token, { document_id: String(documentId) });
    expect(copy.status).toBe(200);
    expect(await copy.text()).toContain('김민수');
    expect(await loggedSince(since)).toEqual([
      ['Member PT', 'document.download_pdf', clientId, documentId],
      ['Member PT', 'document.copy', clientId, documentId],
    ]);
  });

  it('logs nothing, and answers the same, for a visitor, a stranger, a personal document or no id', async () => {
    const since = await lastLogId();
    const plain = await exportCall('copy', undefined);
    expect(plain.status).toBe(200);
    const text = await plain.text();
    const answers = [
      // A visitor naming the team's document: the call stays public, and nobody is named.
      await exportCall('copy', undefined, { document_id: String(documentId) }),
      // Someone outside the team naming it: no entry, and no sign of whether the id exists.
      await exportCall('copy', stranger.token, { document_id: String(documentId) }),
      await exportCall('copy', stranger.token, { document_id: '2147483647' }),
      // A personal document is nobody else's business (decision record 0033).
      await exportCall('copy', stranger.token, { document_id: String(ownDocumentId) }),
      // A member who names no document.
      await exportCall('copy', member.token),
      // A token that is not live is as none.
      await exportCall('copy', 'not-a-token', { document_id: String(documentId) }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(text);
    }
    const download = await exportCall('download', stranger.token, { document_id: String(documentId) });
    expect(download.status).toBe(200);
    expect(await loggedSince(since)).toEqual([]);
  });

  it('refuses a document id that is not a row id (422 naming the field)', async () => {
    for (const bad of ['abc', '0', '-1', '2147483648', '1.5']) {
      const response = await exportCall('download', member.token, { document_id: bad });
      expect(response.status, bad).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(Object.keys(body.errors), bad).toEqual(['document_id']);
    }
  });
});
