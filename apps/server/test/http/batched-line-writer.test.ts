import { describe, expect, it } from 'vitest';
import { createBatchedLineWriter, createLogger } from '../../src/http/logger';

function recordingStream() {
  const chunks: string[] = [];
  return { chunks, write: (chunk: string) => chunks.push(chunk) > 0 };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatchedLineWriter', () => {
  it('writes the lines of one event-loop turn together, in order, each ending in a newline', async () => {
    const stream = recordingStream();
    const write = createBatchedLineWriter(stream);
    write('{"n":1}');
    write('{"n":2}');
    write('{"n":3}');
    expect(stream.chunks).toEqual([]);
    await nextTurn();
    expect(stream.chunks).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);

    write('{"n":4}');
    await nextTurn();
    expect(stream.chunks).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
  });

  it('serves the logger: every request line arrives as one parseable JSON object per line', async () => {
    const stream = recordingStream();
    const logger = createLogger('info', createBatchedLineWriter(stream));
    logger.info('request', { status: 200 });
    logger.debug('hidden');
    logger.warn('slow', { ms: 120 });
    await nextTurn();
    const lines = stream.chunks.join('').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line) as { message: string })).toMatchObject([
      { level: 'info', message: 'request', status: 200 },
      { level: 'warn', message: 'slow', ms: 120 },
    ]);
  });
});
