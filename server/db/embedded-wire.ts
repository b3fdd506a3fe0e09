/**
 * A PostgreSQL wire-protocol endpoint for one PGlite database, on a Unix socket: frames each
 * client's messages and hands them to PGlite one batch at a time, writing back what PGlite answers.
 *
 * PGlite is a single session. The API's pool keeps one connection, but `pg` replaces a connection
 * after a failed query, so a new connection may arrive while the old one is still closing: it is
 * accepted (pglite-socket refused it, failing the next request), and a connection that goes away
 * inside a transaction has that transaction rolled back before anything queued after it runs.
 *
 * What one read of a connection brings (a query's Parse, Bind, Describe, Execute and Sync) goes to
 * PGlite in one call, which runs its main loop until that input is consumed, instead of five calls,
 * five socket writes and five turns of the queue (embedded dealer list 322 -> 359 req/s in one
 * `npm run bench` each). Calls go through `execProtocolRawStream`, which hands back PGlite's bytes
 * as they are. Its `execProtocolRaw` also parses every answer into a list of results that it keeps
 * for the next `execProtocol` call, which never comes here: each query's rows stayed in the host's
 * heap for good (the host grew 585 -> 832 MB in 3 minutes of reads; tests/unit/embedded-wire-memory.test.ts).
 */
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** pg finds a server's socket as `<host folder>/.s.PGSQL.<port>`. */
export const SOCKET_PORT = 5432;

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

/** Splits a byte stream into protocol messages; the first messages of a connection have no type byte. */
export class MessageFramer {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  push(chunk: Buffer): Buffer[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const messages: Buffer[] = [];
    for (;;) {
      const headerLength = this.started ? 5 : 4;
      if (this.buffer.length < headerLength) break;
      const length = this.started ? this.buffer.readInt32BE(1) + 1 : this.buffer.readInt32BE(0);
      if (length < headerLength || this.buffer.length < length) break;
      const message = Buffer.from(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      // SSL / GSS negotiation and cancel requests come before the real startup message.
      if (!this.started && !isNegotiation(message)) this.started = true;
      messages.push(message);
    }
    return messages;
  }
}

function isNegotiation(untyped: Buffer): boolean {
  const code = untyped.length === 8 || untyped.length === 16 ? untyped.readInt32BE(4) : 0;
  return code === SSL_REQUEST || code === GSSENC_REQUEST || code === CANCEL_REQUEST;
}

/** Runs tasks one at a time, in the order given: whoever holds it has the database to itself. */
export type Exclusive = <T>(task: () => Promise<T>) => Promise<T>;

export function exclusiveQueue(): Exclusive {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * `onMessage` hears of every batch of messages handed to PGlite; `exclusive` is the queue they go
 * through, which the host shares for its own work on the database (server/db/embedded-host.ts).
 */
export function servePglite(
  db: PGlite,
  socketPath: string,
  { onMessage = () => {}, exclusive = exclusiveQueue() }: { onMessage?: () => void; exclusive?: Exclusive } = {},
): Promise<net.Server> {
  /** The connection whose statement ran last: the owner of an open transaction. */
  let lastRunner: net.Socket | undefined;

  const server = net.createServer((socket) => {
    const framer = new MessageFramer();
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      void exclusive(async () => {
        if (lastRunner === socket && db.isInTransaction()) await db.exec('rollback');
      });
    };
    const run = (messages: Buffer, startup = false) =>
      exclusive(async () => {
        if (gone) return;
        onMessage();
        lastRunner = socket;
        // The session outlives connections: a new one starts without the last one's prepared
        // statements (server/db/prepared-client.ts names them alike in every connection).
        if (startup) await db.exec('deallocate all');
        const answer: Buffer[] = [];
        await db.execProtocolRawStream(new Uint8Array(messages.buffer, messages.byteOffset, messages.length), {
          onRawData: (bytes) => answer.push(Buffer.from(bytes)),
        });
        if (answer.length > 0 && !socket.destroyed) socket.write(answer.length === 1 ? answer[0] : Buffer.concat(answer));
      }).catch(() => socket.destroy());
    socket.on('data', (chunk) => {
      const typed: Buffer[] = [];
      for (const message of framer.push(chunk)) {
        if (message[0] === 0 && isNegotiation(message)) {
          if (message.readInt32BE(4) !== CANCEL_REQUEST) socket.write('N'); // no TLS, no GSS
        } else if (message[0] === 0) {
          void run(message, true); // the startup message: PGlite takes it alone
        } else if (message[0] === TERMINATE) {
          leave();
          socket.end();
          return;
        } else typed.push(message);
      }
      if (typed.length > 0) void run(typed.length === 1 ? typed[0] : Buffer.concat(typed));
    });
    socket.on('close', leave);
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(server));
  });
}
