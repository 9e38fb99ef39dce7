import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { SERVER_ROOT } from '../paths';
import { DatabaseUnavailableError } from './db-errors';

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
  private worker: Worker | null = null;
  /** which worker a call or a transaction belongs to: a transaction never outlives its thread */
  private generation = 0;
  private calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextCall = 1;
  private closed = false;

  private constructor(private readonly where: ThreadOptions) {}

  static async open(where: ThreadOptions): Promise<PgliteThread> {
    const thread = new PgliteThread(where);
    thread.attach(await startWorker(where));
    return thread;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: OpenTransaction): Promise<Results<T>> {
    const args = { sql, params, tx: tx?.id, rowMode: options?.rowMode, textTypes: textTypesOf(options) };
    return this.call('query', args, tx?.generation);
  }

  /** Runs `fn` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const generation = this.generation;
    const open: OpenTransaction = { id: await this.call<number>('begin', {}, generation), generation };
    const tx: ThreadTransaction = { query: (sql, params, options) => this.query(sql, params, options, open) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await this.call('end', { tx: open.id, commit: false }, generation).catch(() => {});
      throw err;
    }
    await this.call('end', { tx: open.id, commit: true }, generation);
    return result;
  }

  dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    return this.call('dump', { compression });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const worker = this.worker;
    if (worker) await this.call('close', {}).catch(() => {});
    this.closed = true;
    this.worker = null;
    this.failCalls(new Error('The database is closed'));
    await worker?.terminate();
  }

  /** Ends the current thread as a crash would (tests of the recovery). */
  async crashForTest(): Promise<void> {
    await this.worker?.terminate();
  }

  private attach(worker: Worker) {
    this.worker = worker;
    this.generation++;
    worker.on('message', ({ id, result, error }) => {
      const call = this.calls.get(id);
      if (!call) return;
      this.calls.delete(id);
      if (error) call.reject(toError(error));
      else call.resolve(result);
    });
    worker.on('error', (err) => this.lost(worker, err));
    worker.on('exit', (code) => this.lost(worker, new Error(`exit code ${code}`)));
  }

  /**
   * The thread died: its calls fail as "unavailable" (503, retry), and a new thread opens on the
   * same data directory, whose committed rows PGlite keeps, while the store answers 503 meanwhile.
   */
  private lost(worker: Worker, err: Error) {
    if (this.worker !== worker) return;
    this.worker = null;
    void worker.terminate();
    if (this.closed) return;
    console.error(`[db] the database thread stopped (${err.message}); opening a new one`);
    this.failCalls(new DatabaseUnavailableError('The database thread stopped'));
    void this.reopen();
  }

  private async reopen() {
    for (let attempt = 0; !this.closed; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(200 * 2 ** attempt, 5_000)));
      if (this.closed) return;
      try {
        const worker = await startWorker(this.where);
        if (this.closed) return void (await worker.terminate());
        this.attach(worker);
        console.error('[db] the database thread is back');
        return;
      } catch (err) {
        console.error(`[db] reopening the database failed (${(err as Error).message}); trying again`);
      }
    }
  }

  private failCalls(err: Error) {
    for (const call of this.calls.values()) call.reject(err);
    this.calls.clear();
  }

  private call<T>(op: string, args: object, generation?: number): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed'));
    const worker = this.worker;
    if (!worker || (generation !== undefined && generation !== this.generation))
      return Promise.reject(new DatabaseUnavailableError('The database is reopening'));
    const id = this.nextCall++;
    return new Promise<T>((resolve, reject) => {
      this.calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, args });
    });
  }
}

interface ThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
}

interface OpenTransaction {
  id: number;
  generation: number;
}

async function startWorker(where: ThreadOptions): Promise<Worker> {
  const worker = new Worker(join(SERVER_ROOT, 'src', 'db', 'pglite-thread.mjs'), { workerData: where });
  let settle = () => {};
  const opened = await new Promise<{ ready: boolean; error?: object }>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`database thread exited (${code}) while opening`));
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', exited);
    settle = () => {
      worker.off('error', reject);
      worker.off('exit', exited);
    };
  }).finally(() => settle());
  if (!opened.ready) {
    await worker.terminate();
    throw toError(opened.error ?? {});
  }
  return worker;
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
