import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module. It works both from
 * source (src/) and from the bundle (dist/), which live at different depths.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'src', 'db', 'migrations'))) return dir;
    dir = dirname(dir);
  }
  throw new Error('server package folder not found');
}

export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = resolve(SERVER_ROOT, '..');
export const MIGRATIONS_DIR = join(SERVER_ROOT, 'src', 'db', 'migrations');
export const WEB_BUILD_DIR = join(REPO_ROOT, 'web', 'build');
