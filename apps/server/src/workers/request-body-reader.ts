import type { Context } from 'hono';
import { AppError } from '../errors/app-error';
import { requestLocale } from '../http/request-locale';
import { createDocumentCatalogue } from '../icf/document-catalogue';
import type { IcfData } from '../icf/load-icf-data';
import {
  bodyReaders,
  type BodyOf,
  type BodyReaderName,
  type RawBody,
  type ReferenceData,
} from './body-readers';
import type { BodyTask, BodyTaskAnswer, BodyWorkerData } from './body-worker';
import { busyWhenQueueFull, createWorkerPool } from './worker-pool';

/** Reads the large bodies (save, copy, download, FHIR import) off the event loop (decision record 0030). */
export interface RequestBodyReader {
  /** The request's body as its route's reader makes it: a checked value, or a thrown AppError (422). */
  read<Name extends BodyReaderName>(c: Context, reader: Name): Promise<BodyOf<Name>>;
  close(): Promise<void>;
}

export interface RequestBodyReaderOptions {
  /** The classification the server loaded: what the bodies are checked against. */
  icf: IcfData;
  /**
   * A body at least this large is read on the body worker: a JSON.parse and a check of a few dozen KB take
   * well under a millisecond, less than handing the bytes to a thread; the 10 MB a document may be take
   * hundreds under load, which every other request would wait for.
   */
  offLoopMinBytes?: number;
  /** Bodies waiting for the worker beyond this are answered 503 (each holds up to a body limit of memory). */
  maxQueue?: number;
}

export const defaultOffLoopMinBytes = 64 * 1024;

/**
 * One worker thread, apart from the PDF pool: a PDF holds its thread for seconds, and a save must not wait
 * behind one; the body worker needs no fonts, so it costs tens of MB, not 150 (decision records 0010, 0030).
 */
export function createRequestBodyReader({
  icf,
  offLoopMinBytes = defaultOffLoopMinBytes,
  maxQueue = 16,
}: RequestBodyReaderOptions): RequestBodyReader {
  const reference: ReferenceData = { icf, catalogue: createDocumentCatalogue(icf) };
  const workers = createWorkerPool({
    file: './body-worker',
    from: import.meta.url,
    maxThreads: 1,
    maxQueue,
    workerData: { icf } satisfies BodyWorkerData,
  });
  return {
    async read(c, reader) {
      const locale = requestLocale(c);
      const buffer = await c.req.arrayBuffer();
      const body: RawBody = {
        bytes: new Uint8Array(buffer),
        contentType: c.req.header('Content-Type') ?? '',
        locale,
      };
      if (buffer.byteLength < offLoopMinBytes)
        return (await bodyReaders[reader](body, reference)) as BodyOf<typeof reader>;
      const task: BodyTask = { reader, body };
      const answer = (await busyWhenQueueFull(
        workers.pool().run(task, { transferList: [buffer] }),
        'request.busy',
      )) as BodyTaskAnswer;
      if (answer.ok) return answer.value as BodyOf<typeof reader>;
      const { code, status, messageDescriptor, fieldErrors, headers, omittedErrorCount } = answer.error;
      throw new AppError({
        code,
        status,
        message: messageDescriptor,
        fieldErrors,
        headers,
        omittedErrorCount,
      });
    },
    close: () => workers.close(),
  };
}
