import { chmodSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** What an SSLRequest asks, in the place of a StartupMessage's protocol version. */
const sslRequestCode = 80877103;
/** A Terminate message: the client is leaving; its socket closes next. */
const terminateType = 0x58;

export interface PgliteWireServer {
  /**
   * Runs `task` between two protocol messages, when nothing else is being done to PGlite. It is outside any
   * transaction only if the caller holds the one connection idle (the backup does, decision 0028).
   */
  runBetweenMessages<T>(task: () => Promise<T>): Promise<T>;
  /** Stops listening, drops the connections and waits for the work already taken. */
  close(): Promise<void>;
}

/**
 * PostgreSQL's wire protocol on a Unix socket, answered by PGlite on this thread (decision record 0038).
 * PGlite has one session, so there is one connection at a time: a second one waits, unread, until the first
 * closes, and between the two the session is reset as a new PostgreSQL backend would be (an open transaction
 * rolled back; prepared statements, settings and LISTENs discarded), so a reconnecting node-postgres client
 * finds none of its predecessor's named statements. PGlite itself parses the messages
 * (`execProtocolRawStream`); this only frames them, one whole message at a time, joining a large one's
 * chunks once it is complete.
 */
export async function startPgliteWireServer(
  pglite: PGlite,
  socketPath: string,
  /** Told when PGlite throws: it is no longer known to be sound, so the thread ends. */
  onBroken: (error: unknown) => void,
): Promise<PgliteWireServer> {
  let work: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const result = work.then(task);
    work = result.catch(() => undefined);
    return result;
  };
  const waiting: Socket[] = [];
  const open = new Set<Socket>();
  let session: Socket | undefined;

  const resetSession = async () => {
    // Run apart: DISCARD ALL cannot run inside a transaction block, nor in a multi-statement query.
    if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
    await pglite.exec('DISCARD ALL');
  };
  const begin = (socket: Socket) => {
    session = socket;
    socket.on('data', readMessages(socket));
    socket.once('close', () => {
      session = undefined;
      serially(resetSession).then(() => {
        const next = waiting.shift();
        if (next) begin(next);
      }, onBroken);
    });
    socket.resume();
  };
  const readMessages = (socket: Socket) => {
    let chunks: Buffer[] = [];
    let buffered = 0;
    // A connection opens with messages without a type byte (an SSLRequest, then the StartupMessage).
    let startup = true;
    return (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      for (;;) {
        const header = startup ? 8 : 5;
        if (buffered < header) return;
        if (chunks[0]!.length < header) chunks = [Buffer.concat(chunks, buffered)];
        const first = chunks[0]!;
        const length = startup ? first.readInt32BE(0) : 1 + first.readInt32BE(1);
        // Not PostgreSQL's protocol: a length shorter than the length field itself.
        if (length < header) {
          socket.destroy();
          return;
        }
        if (buffered < length) return;
        const all = chunks.length === 1 ? first : Buffer.concat(chunks, buffered);
        const message = all.subarray(0, length);
        const rest = all.subarray(length);
        chunks = rest.length > 0 ? [rest] : [];
        buffered = rest.length;
        if (startup && message.readInt32BE(4) === sslRequestCode) {
          socket.write('N');
          continue;
        }
        startup = false;
        if (message[0] === terminateType) continue;
        serially(() =>
          pglite.execProtocolRawStream(message, {
            // PGlite lends the bytes of its WebAssembly memory for the call only.
            onRawData: (data) => socket.write(Buffer.from(data)),
          }),
        ).catch(onBroken);
      }
    };
  };

  const server = createServer((socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
    if (session) {
      socket.pause();
      waiting.push(socket);
      socket.once('close', () => {
        if (waiting.includes(socket)) waiting.splice(waiting.indexOf(socket), 1);
      });
    } else begin(socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    runBetweenMessages: serially,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of open) socket.destroy();
      });
      await work;
    },
  };
}
