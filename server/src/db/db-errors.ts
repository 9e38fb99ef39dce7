// What a failed statement means for the request that sent it. Drizzle wraps the driver's error
// (its `cause`), so the chain is walked; the first PostgreSQL SQLSTATE found decides.

/** The database cannot answer just now (its thread is being reopened, the server is down). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export type DbFailure = 'unique' | 'conflict' | 'bad_input' | 'unavailable';

/** Node's socket errors when PostgreSQL cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);

function classifyCode(code: string): DbFailure | null {
  if (code === '23505') return 'unique';
  if (code.startsWith('23')) return 'conflict'; // other integrity rules: foreign key, check, not null
  if (code.startsWith('22')) return 'bad_input'; // data exceptions: out of range, bad syntax, too long
  // connection lost, server shutting down or out of resources, statement timeout, serialization
  // failure and deadlock: all worth retrying a moment later
  if (/^(08|53|57|40)/.test(code) || NETWORK_CODES.has(code)) return 'unavailable';
  return null;
}

/** node-postgres's own words when the pool cannot get a connection or a client lost its own. */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|encountered a connection error and is not queryable/;

/** The error and the errors it wraps (`cause`), at most five deep. */
function* chain(err: unknown): Generator<object> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    yield e;
}

export function classifyDbError(err: unknown): DbFailure | null {
  for (const e of chain(err)) {
    if (e instanceof DatabaseUnavailableError) return 'unavailable';
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      const failure = classifyCode(code);
      if (failure) return failure;
    }
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return 'unavailable';
  }
  return null;
}

/** The SQLSTATE of a database error anywhere in the chain, for logs. */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
