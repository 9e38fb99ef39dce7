import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { SERVER_ROOT } from '../paths';

/**
 * PGlite on a worker thread, with the part of PGlite's interface that drizzle uses (`query`,
 * `transaction`) plus `dumpDataDir` (the tests' template) and `close`.
 *
 * Why: PGlite runs each statement synchronously inside WebAssembly. On the main thread a listing's
 * 40 ms count, or a burst of product pages, stalls every other request, even the ones answered
 * from memory, and the machine's second core stays idle. Here the server's thread keeps parsing
 * HTTP, serving cached answers and writing JSON while the database works beside it.
 *
 * PGlite still runs one statement at a time, and a transaction still holds it until it ends:
 * statements of other requests wait for the commit, exactly as they did in one thread.
 */
export class PgliteThread {
  private worker: Worker;
  private calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextCall = 1;
  private failure: Error | null = null;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', ({ id, result, error }) => {
      const call = this.calls.get(id);
      if (!call) return;
      this.calls.delete(id);
      if (error) call.reject(toError(error));
      else call.resolve(result);
    });
    const fail = (err: Error) => {
      if (this.failure) return;
      console.error('[db] the database thread stopped:', err.message);
      this.failure = err;
      for (const call of this.calls.values()) call.reject(err);
      this.calls.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`database thread exited (${code})`)));
  }

  static async open(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const worker = new Worker(join(SERVER_ROOT, 'src', 'db', 'pglite-thread.mjs'), { workerData: opts });
    const opened = await new Promise<{ ready: boolean; error?: object }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (!opened.ready) {
      await worker.terminate();
      throw toError(opened.error ?? {});
    }
    return new PgliteThread(worker);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call('query', { sql, params, tx, rowMode: options?.rowMode, textTypes: textTypesOf(options) });
  }

  /** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>('begin', {});
    const tx: ThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, id),
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.call('end', { tx: id, commit: false }).catch(() => {});
      throw err;
    }
    await this.call('end', { tx: id, commit: true });
    return result;
  }

  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return this.call('dump', { compression });
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call('close', {});
    this.failure = new Error('The database is closed');
    await this.worker.terminate();
  }

  private call<T>(op: string, args: object): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, op, args });
    });
  }
}

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/**
 * Functions cannot cross to another thread, so a caller's parsers are sent as the type ids they
 * cover, and the thread leaves those types as text. That is all drizzle's parsers do (timestamps,
 * dates and intervals stay strings); anything else is refused rather than silently changed.
 */
function textTypesOf(options?: QueryOptions): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.entries(options.parsers).map(([oid, parse]) => {
    if (parse('2026-01-02 03:04:05', Number(oid)) !== '2026-01-02 03:04:05')
      throw new Error(`The database thread only keeps types as text; parser for type ${oid} changes them`);
    return Number(oid);
  });
}

/** The thread's error as an Error with the same fields (code, constraint, detail...). */
function toError(plain: object): Error {
  const { message, name, ...fields } = plain as { message?: string; name?: string };
  return Object.assign(new Error(message ?? 'database error'), { name: name ?? 'Error' }, fields);
}
