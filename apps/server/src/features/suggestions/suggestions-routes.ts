import type { Hono } from 'hono';
import type { RequestSuggestionResponse } from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { requestLocale } from '../../http/request-locale';
import { sendJson } from '../../http/send-json';
import type { IcfData } from '../../icf/load-icf-data';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import { documentNotFound } from '../documents';
import { pathId } from '../../http/path-id';
import { listSuggestions } from './list-suggestions';
import { presentSuggestion } from './present-suggestion';
import { previewSuggestion } from './preview-suggestion';
import { requestSuggestion } from './request-suggestion';
import type { SuggestionJobPayload } from './suggestion-job';
import type { SuggestionWriter } from './suggestion-provider';

export interface SuggestionsDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  suggestions: {
    queue: JobQueue;
    job: JobDefinition<SuggestionJobPayload>;
    writer: SuggestionWriter;
  };
}

/**
 * The suggestion calls (spec §7 `POST /api/suggest/{id}`, decision 0012): request one, preview what it would send,
 * and read a document's suggestions. Like every document call, only the caller's live documents exist.
 */
export function suggestionsRoutes(deps: SuggestionsDependencies): Hono {
  const { db } = deps.database;
  const writeDeps = { db, ...deps.suggestions };

  return endpointRoutes(deps.database)
    .on('requestSuggestion', async (c) => {
      const locale = requestLocale(c);
      const id = pathId(c.req.param('id'), documentNotFound);
      const { created, record } = await requestSuggestion(writeDeps, c.get('user').id, id, locale);
      return c.json(
        { created, suggestion: presentSuggestion(record) } satisfies RequestSuggestionResponse,
        202,
      );
    })
    .on('previewSuggestion', async (c) => {
      const locale = requestLocale(c);
      const id = pathId(c.req.param('id'), documentNotFound);
      const preview = await previewSuggestion(
        { db, icf: deps.icf, writer: deps.suggestions.writer },
        c.get('user').id,
        id,
        locale,
      );
      return sendJson(c, preview);
    })
    .on('listSuggestions', async (c) => {
      const id = pathId(c.req.param('id'), documentNotFound);
      const records = await listSuggestions(db, c.get('user').id, id);
      return sendJson(c, { data: records.map(presentSuggestion) });
    }).app;
}
