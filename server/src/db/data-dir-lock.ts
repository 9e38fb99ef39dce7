import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite is one process only, and nothing stops two processes from opening one data
 * directory (docs/decisions/0013-database-pglite-and-postgresql.md). A lock file with our pid
 * refuses the second opener; a lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder))
      throw new Error(`${dataDir} is in use by process ${holder}; PGlite allows one process per data directory`);
    rmSync(file, { force: true });
    return acquireDataDirLock(dataDir);
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
