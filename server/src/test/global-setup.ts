import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { loadPincodeDirectory } from '../pincodes/pincode-directory';

// Migrating and loading the pincode directory once per run, then copying the result per
// test file, keeps each file's fresh database under a second.

export default async function setup(project: TestProject) {
  // globalSetup runs in the main process: the project's env is not in process.env here.
  if (project.config.env?.TEST_DB_KIND === 'postgres') return setupPostgres(project);
  const database = await openPglite();
  await loadPincodeDirectory(database.db);
  const dump = await database.pglite!.dumpDataDir('none');
  const file = join(tmpdir(), `store-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres project');
  const template = `store_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openPostgres(withDatabase(url, template), 2);
  await loadPincodeDirectory(database.db);
  await database.close();
  project.provide('pgTemplate', template);
  return async () => {
    const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [
      template,
      `store_t_${process.pid}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}
