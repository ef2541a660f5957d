import { workerData } from 'node:worker_threads';
import { AppError } from '../errors/app-error';
import { createDocumentCatalogue } from '../icf/document-catalogue';
import type { IcfData } from '../icf/load-icf-data';
import { bodyReaders, type BodyReaderName, type RawBody, type ReferenceData } from './body-readers';

export interface BodyTask {
  reader: BodyReaderName;
  body: RawBody;
}

/** What the thread starts with: the classification the server loaded, copied once per thread. */
export interface BodyWorkerData {
  icf: IcfData;
}

/** An AppError's parts, which cross a thread boundary (the class does not). */
export type AppErrorParts = Pick<
  AppError,
  'code' | 'status' | 'messageDescriptor' | 'fieldErrors' | 'headers' | 'omittedErrorCount'
>;

export type BodyTaskAnswer = { ok: true; value: unknown } | { ok: false; error: AppErrorParts };

let reference: ReferenceData | undefined;

/** The body worker thread's task (piscina): one request body read by its route's reader (decision 0030). */
export default async function readBodyTask(task: BodyTask): Promise<BodyTaskAnswer> {
  const { icf } = workerData as BodyWorkerData;
  reference ??= { icf, catalogue: createDocumentCatalogue(icf) };
  try {
    return { ok: true, value: await bodyReaders[task.reader](task.body, reference) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const { code, status, messageDescriptor, fieldErrors, headers, omittedErrorCount } = error;
    return { ok: false, error: { code, status, messageDescriptor, fieldErrors, headers, omittedErrorCount } };
  }
}
