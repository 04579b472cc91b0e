// The embedded database's own thread (started by ./pglite-thread.ts, plain JavaScript so Node runs
// it as it is, in the production server, tsx scripts and Jest alike). PGlite runs Postgres as WASM
// synchronously on the thread that calls it; here that is this worker, so a slow query no longer
// stops the server's request thread. The server talks to it with node-postgres over a Unix socket
// in a private directory: the PostgreSQL wire protocol, which PGlite speaks natively.
//
// PGlite is one Postgres session. Connections are served one protocol exchange at a time (the
// messages up to a Sync, a simple Query or a Flush, passed to PGlite together), and while a
// connection is inside a transaction only that connection is served until the transaction ends;
// a connection that goes away inside one has it rolled back. (@electric-sql/pglite-socket does
// this job too, but pins its peer PGlite to one exact older version, with seven extension packages,
// and passes connections' messages one by one, so two connections' unnamed statements can mix.)
import fs from 'node:fs';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dbDir: string, socketPath: string, done: Int32Array }} */
const { dbDir, socketPath, done } = workerData;

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
// Messages after which the client waits for an answer: Sync, Query, Flush, CopyDone, CopyFail.
const EXCHANGE_END = new Set([0x53, 0x51, 0x48, 0x63, 0x66]);
const TERMINATE = 0x58;

const typed = (type, body) => {
  const out = Buffer.alloc(5 + body.length);
  out[0] = type;
  out.writeInt32BE(4 + body.length, 1);
  body.copy(out, 5);
  return out;
};
const SYNC = typed(0x53, Buffer.alloc(0));
const ROLLBACK = Buffer.concat([SYNC, typed(0x51, Buffer.from('ROLLBACK\0'))]);

/**
 * @typedef {{ socket: net.Socket, buffer: Buffer, started: boolean, pending: Buffer[], exchanges: Buffer[], queued: boolean, closed: boolean }} Conn
 */
/** @type {Set<Conn>} */
const conns = new Set();
/** @type {Conn[]} connections with exchanges waiting, oldest first */
const waiting = [];
/** @type {Conn | null} the connection whose transaction is open */
let owner = null;
let running = false;
let closing = false;

const db = new PGlite(dbDir);
await db.waitReady;

function enqueue(conn, exchange) {
  conn.exchanges.push(exchange);
  if (conn !== owner && !conn.queued) {
    conn.queued = true;
    waiting.push(conn);
  }
  void pump();
}

async function pump() {
  if (running) return;
  running = true;
  try {
    for (;;) {
      if (owner?.closed) {
        // Its client went away inside a transaction: nobody will finish it.
        if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK);
        owner = null;
      }
      let conn;
      if (owner) {
        if (!owner.exchanges.length) break; // the transaction's next statement is on its way
        conn = owner;
      } else {
        conn = waiting.shift();
        if (!conn) break;
        conn.queued = false;
        if (conn.closed || !conn.exchanges.length) continue;
      }
      const exchange = conn.exchanges.shift();
      const answer = await db.execProtocolRaw(exchange);
      // The answer is a view of PGlite's reusable buffer: copy it before the next exchange.
      if (answer.length && !conn.closed) conn.socket.write(Buffer.from(answer));
      owner = db.isInTransaction() ? conn : null;
      if (conn !== owner && conn.exchanges.length && !conn.queued) {
        conn.queued = true;
        waiting.push(conn);
      }
      // Let socket reads and the close message in between exchanges.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (error) {
    console.error('[slime] the embedded database failed:', error);
    process.exit(1);
  } finally {
    running = false;
  }
}

/** Splits what a client sent into messages and hands each finished exchange to the queue. */
function onData(conn, chunk) {
  conn.buffer = conn.buffer.length ? Buffer.concat([conn.buffer, chunk]) : chunk;
  for (;;) {
    const buf = conn.buffer;
    if (!conn.started) {
      // Startup phase: untyped messages (length, code).
      if (buf.length < 8) return;
      const length = buf.readInt32BE(0);
      if (buf.length < length) return;
      const code = buf.readInt32BE(4);
      const message = buf.subarray(0, length);
      conn.buffer = buf.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
        conn.socket.write('N'); // no encryption on a private local socket
      } else if (code === CANCEL_REQUEST) {
        conn.socket.end(); // PGlite has no separate backend to interrupt
        return;
      } else if (code === PROTOCOL_3) {
        conn.started = true;
        enqueue(conn, Buffer.from(message));
      } else {
        conn.socket.destroy();
        return;
      }
      continue;
    }
    if (buf.length < 5) return;
    const length = 1 + buf.readInt32BE(1);
    if (buf.length < length) return;
    const type = buf[0];
    const message = buf.subarray(0, length);
    conn.buffer = buf.subarray(length);
    if (type === TERMINATE) {
      conn.socket.end();
      return;
    }
    conn.pending.push(message);
    if (EXCHANGE_END.has(type)) {
      const exchange = Buffer.concat(conn.pending);
      conn.pending = [];
      enqueue(conn, exchange);
    }
  }
}

const server = net.createServer((socket) => {
  if (closing) {
    socket.destroy();
    return;
  }
  socket.setNoDelay(true);
  /** @type {Conn} */
  const conn = { socket, buffer: Buffer.alloc(0), started: false, pending: [], exchanges: [], queued: false, closed: false };
  conns.add(conn);
  socket.on('data', (chunk) => onData(conn, chunk));
  socket.on('error', () => undefined); // 'close' follows
  socket.on('close', () => {
    conn.closed = true;
    conn.exchanges = [];
    conns.delete(conn);
    if (owner === conn) void pump();
  });
});

// Only the server's own process may reach the socket: it sits in a directory only we can enter.
fs.rmSync(socketPath, { force: true });
await new Promise((resolve, reject) => {
  server.once('error', reject);
  server.listen(socketPath, () => resolve(undefined));
});
fs.chmodSync(socketPath, 0o600);

async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  for (const conn of conns) conn.socket.destroy();
  // The exchange running now (if any) finishes first; what was queued behind it is dropped.
  waiting.length = 0;
  while (running) await new Promise((resolve) => setTimeout(resolve, 5));
  let code = 0;
  try {
    if (db.isInTransaction()) await db.execProtocolRaw(ROLLBACK);
    await db.close();
  } catch (error) {
    console.error('[slime] closing the embedded database failed:', error);
    code = 1;
  }
  fs.rmSync(socketPath, { force: true });
  // The server may be waiting for this synchronously, on its way out (see pglite-thread.ts).
  Atomics.store(done, 0, code === 0 ? 1 : 2);
  Atomics.notify(done, 0);
  process.exit(code);
}

parentPort.on('message', (message) => {
  if (message?.type === 'close') void shutdown();
});
parentPort.postMessage({ type: 'ready' });
