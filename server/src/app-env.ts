import type { Db } from './db/client';
import type { Env } from './env';

/** What every route can reach. Features build their own services from these (see *.service.ts). */
export interface Deps {
  db: Db;
  env: Env;
  /** the clock, replaceable in tests of expiry windows */
  now: () => Date;
}

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  phoneNumber: string;
  gender: string | null;
  guest: boolean;
  sessionId: number;
}

export interface AppEnv {
  Variables: { deps: Deps; requestId: string; nonce: string; user: SessionUser; token: string };
}
