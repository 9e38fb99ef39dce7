// The embedded database on a thread of its own (see pglite-thread-client.ts for why). Plain
// JavaScript so it runs as it is, from source and from the bundled server alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Thrown into a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/** Open transactions by id: the PGlite transaction, how to end it, and its outcome. */
const transactions = new Map();
let nextTransaction = 1;
let pg;

const clientOf = (id) => {
  if (id === undefined) return pg;
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is already closed');
  return open.tx;
};

/** The caller's parsers return text as it is (drizzle's keep dates as strings): the same here. */
const textParsers = (oids) => Object.fromEntries((oids ?? []).map((oid) => [oid, (value) => value]));

const operations = {
  query: ({ sql, params, rowMode, textTypes, tx }) =>
    clientOf(tx).query(sql, params, { rowMode, parsers: textParsers(textTypes) }),
  /** Starts a transaction and answers its id once BEGIN has run; `end` finishes it. */
  begin: () =>
    new Promise((started, failed) => {
      const id = nextTransaction++;
      const outcome = pg.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, end: (ok) => (ok ? commit() : rollback(ROLLBACK)), outcome });
            started(id);
          }),
      );
      outcome.catch((err) => {
        if (!transactions.has(id)) failed(err);
      });
    }),
  end: async ({ tx, commit }) => {
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is already closed');
    transactions.delete(tx);
    open.end(commit);
    try {
      await open.outcome;
    } catch (err) {
      if (err !== ROLLBACK) throw err;
    }
  },
  dump: ({ compression }) => pg.dumpDataDir(compression),
  close: () => pg.close(),
};

/** The fields of a PostgreSQL error worth keeping: strings and numbers that a caller can act on. */
const ERROR_FIELDS = ['name', 'message', 'code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];

/**
 * A database error as plain data that can cross the thread boundary. Only known fields are
 * copied: PGlite's error also carries the query's options (functions) and parameters (personal
 * data), and posting a function throws, which used to kill this thread and the store with it.
 */
const plainError = (err) => {
  if (!(err instanceof Error)) return { message: String(err) };
  const plain = {};
  for (const field of ERROR_FIELDS) {
    const value = err[field];
    if (typeof value === 'string' || typeof value === 'number') plain[field] = value;
  }
  return plain;
};

/** A trap inside WebAssembly leaves PGlite unusable: the thread ends and the store opens a new one. */
const isFatal = (err) =>
  err instanceof WebAssembly.RuntimeError || (err instanceof Error && /^Aborted\(/.test(err.message));

const reply = (message) => {
  try {
    parentPort.postMessage(message);
  } catch (err) {
    // A result that cannot be cloned fails its own call, never the thread.
    parentPort.postMessage({ id: message.id, error: { message: `database answer could not be sent: ${err.message}` } });
  }
};

try {
  pg = await PGlite.create({
    dataDir: workerData.dataDir,
    loadDataDir: workerData.loadDataDir,
    extensions: { pg_trgm },
  });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plainError(err) });
}

parentPort.on('message', async ({ id, op, args }) => {
  try {
    reply({ id, result: await operations[op](args) });
  } catch (err) {
    reply({ id, error: plainError(err) });
    if (isFatal(err)) process.exit(1);
  }
});
