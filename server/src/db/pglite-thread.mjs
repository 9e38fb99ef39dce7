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

/** A database error keeps its fields (code, constraint, detail...) across the thread boundary. */
const plainError = (err) =>
  err instanceof Error ? { ...err, name: err.name, message: err.message } : { message: String(err) };

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
    parentPort.postMessage({ id, result: await operations[op](args) });
  } catch (err) {
    parentPort.postMessage({ id, error: plainError(err) });
  }
});
